import { toPaise } from '@mandi/domain'
import { Effect } from 'effect'
import { PriceChanged, type PriceGuardError, RateChanged, type ServerRejected } from './errors.ts'
import type { HttpError } from './http.ts'

export type GuardedError = HttpError | PriceGuardError

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/**
 * Turns the price guard's refusal (status 0 with `data.price_changed` / `data.rate_changed`, CONTRACT.md
 * "Price guard") into PriceChanged / RateChanged; any other refusal stays ServerRejected. A refusal whose new
 * figure does not parse stays ServerRejected too (its info still says what happened).
 */
export function priceGuardRefusal(
  error: ServerRejected,
): Effect.Effect<never, ServerRejected | PriceGuardError> {
  const data = record(error.details)
  const base = { message: error.info || error.message, path: error.path, info: error.info }
  if (data?.price_changed === true && (typeof data.price === 'string' || typeof data.price === 'number')) {
    try {
      return Effect.fail(new PriceChanged({ ...base, price: toPaise(data.price) }))
    } catch {
      return Effect.fail(error)
    }
  }
  if (data?.rate_changed === true) {
    const rate = typeof data.rate === 'string' ? Number(data.rate) : data.rate
    if (typeof rate === 'number' && Number.isFinite(rate) && rate >= 0) {
      return Effect.fail(new RateChanged({ ...base, rate }))
    }
  }
  return Effect.fail(error)
}

/** A guarded money call: its ServerRejected may turn into PriceChanged or RateChanged. */
export function withPriceGuard<A>(effect: Effect.Effect<A, HttpError>): Effect.Effect<A, GuardedError> {
  return effect.pipe(Effect.catchTag('ServerRejected', priceGuardRefusal))
}
