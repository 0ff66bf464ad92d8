import { cors } from 'hono/cors'
import { originAllowed } from '../web/origins.ts'

/** The app on :8080 calls the chat host on :8081, and a dev server may call both: allow those origins. */
export function simCors(allowedOrigins: readonly string[]) {
  return cors({
    origin: (origin, c) => (originAllowed(origin, c.req.header('host'), allowedOrigins) ? origin : null),
    allowHeaders: ['token', 'lang', 'Idempotency-Key', 'Content-Type'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  })
}
