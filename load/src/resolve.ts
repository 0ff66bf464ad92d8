import { fetchPatiently } from './api.ts'
import type { Book, Outgoing } from './book.ts'

const RESEND_TIMEOUT_MS = 30_000

/** Re-sends a request with fetch until it is answered (at most 5 tries): how the app settles an unknown outcome. */
export async function resend(
  origin: string,
  out: Outgoing,
): Promise<{ status: number; body: string } | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const init: RequestInit = {
        method: out.method,
        headers: out.headers,
        signal: AbortSignal.timeout(RESEND_TIMEOUT_MS),
      }
      if (out.body !== undefined) init.body = out.body
      // A shed request (503 + Retry-After) did nothing: it is sent again after the wait.
      const response = await fetchPatiently(`${origin}${out.path}`, init)
      return { status: response.status, body: await response.text() }
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return undefined
}

/**
 * Every key still without an answer, and every Pay without a definite one, asked again on `origin`: the same key
 * and body (the server replays what it did, or does it now, once), or Pay again (409 if it was paid). Returns
 * how many got an answer.
 */
export async function resolvePending(origin: string, book: Book): Promise<number> {
  const pending: Outgoing[] = [...book.keys.values()]
    .filter((k) => k.answers.length === 0)
    .map((k) => k.request)
  for (const [order, { path, statuses }] of book.pays) {
    if (statuses.includes(0) && !statuses.some((s) => s === 200 || s === 409)) {
      pending.push({ label: 'pay', method: 'POST', path, headers: {}, payOrder: order })
    }
  }
  let resolved = 0
  for (const out of pending) {
    const answer = await resend(origin, out)
    if (!answer) continue
    resolved++
    book.answered(out, answer.status, answer.body)
  }
  return resolved
}
