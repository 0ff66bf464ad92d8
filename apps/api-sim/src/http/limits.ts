import type { MiddlewareHandler } from 'hono'

/** Most bytes a request body may have, unless its path has its own cap (uploads). */
export const DEFAULT_BODY_LIMIT = 64 * 1024

/** What an oversized body gets. The rest of it is never read, so the connection cannot carry another request. */
const tooLarge = () =>
  new Response(JSON.stringify({ status: 0, info: 'Request too large' }), {
    status: 413,
    headers: { 'content-type': 'application/json', connection: 'close' },
  })

class BodyTooLarge extends Error {}

/** Requests whose body is already under a limit. */
const limited = new WeakSet<Request>()

/**
 * Small bodies everywhere; the upload routes (by path) get their own larger cap. A declared Content-Length over
 * the cap is refused before anything is read. A body without one (chunked) is counted as the handler reads it
 * and cut off at the cap, so nothing reads it before the handler has checked the token (router.ts): a body is
 * only read when a handler asks for it, and never past the cap.
 */
export function bodyLimits(
  largePaths: Record<string, number>,
  defaultMax = DEFAULT_BODY_LIMIT,
): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw
    // No body, or one a limit in front of this one already counts (a call under /api/* meets two).
    if (!raw.body || limited.has(raw)) return next()
    limited.add(raw)
    const max = largePaths[c.req.path] ?? defaultMax
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return /^\d+$/.test(length) && Number(length) <= max ? next() : tooLarge()
    }
    let size = 0
    let exceeded = false
    const counted = raw.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength
          if (size > max) {
            exceeded = true
            controller.error(new BodyTooLarge('Request too large'))
          } else controller.enqueue(chunk)
        },
      }),
    )
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit)
    limited.add(c.req.raw)
    await next()
    // However the handler took the failed read (a refusal, an empty form), the answer is the 413.
    if (exceeded) c.res = tooLarge()
  }
}
