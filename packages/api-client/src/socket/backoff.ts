import type { BackoffPolicy } from './types.ts'

/**
 * Capped exponential back-off with full jitter: a uniform wait in [0, min(max, base·2^attempt)). Full
 * jitter spreads the reconnects of many clients after a server restart instead of synchronising them.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt, 30))
  const r = Math.min(Math.max(random(), 0), 1)
  return Math.floor(r * ceiling)
}
