import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** Small bodies everywhere; the upload routes (by path) get their own larger cap. */
export function bodyLimits(largePaths: Record<string, number>, defaultMax = 64 * 1024): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    // The rest of the body is never read, so the connection cannot carry another request: close it.
    c.json({ status: 0, info: 'Request too large' }, 413, { connection: 'close' })
  const small = bodyLimit({ maxSize: defaultMax, onError: tooLarge })
  const large = Object.fromEntries(
    Object.entries(largePaths).map(([path, maxSize]) => [path, bodyLimit({ maxSize, onError: tooLarge })]),
  )
  return (c, next) => (large[c.req.path] ?? small)(c, next)
}
