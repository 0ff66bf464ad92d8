import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { UploadedFile } from '../http/call-input.ts'
import { fingerprint } from '../http/idempotency.ts'
import { fromLoopback } from '../http/loopback.ts'
import type { AppEnv, Sim } from '../sim.ts'
import { OpsError } from './ops-error.ts'
import { idempotencyKeyOf, onceForKey } from './ops-idempotency.ts'
import { OPS_ROUTES, type OpsRoute } from './route-table.ts'
import { sessionForToken } from './sessions.ts'

/** Where the console's API lives on the API host. */
export const OPS_API = '/ops/api'

/** An answer file may be as large as a user's upload (5 MB) plus the multipart envelope. */
const FILE_BODY_MAX = 6 * 1024 * 1024
const BODY_MAX = 16 * 1024

/** The operator's token, from `Authorization: Bearer …` only (a user's `token` header is never read here). */
function bearer(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? ''
  const match = /^Bearer ([A-Za-z0-9]{1,200})$/.exec(header)
  return match?.[1]
}

async function readInput(
  c: Context,
): Promise<{ args: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  const query: Record<string, unknown> = { ...c.req.query() }
  if (c.req.method === 'GET') return { args: query, files: {} }
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json()
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object')
      return { args: body as Record<string, unknown>, files: {} }
    }
    if (type.includes('multipart/form-data')) {
      const args: Record<string, unknown> = {}
      const files: Record<string, UploadedFile> = {}
      for (const [key, value] of Object.entries(await c.req.parseBody())) {
        if (value instanceof File) {
          files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }
        } else if (typeof value === 'string') args[key] = value
      }
      return { args, files }
    }
    if ((await c.req.text()).length === 0) return { args: {}, files: {} }
  } catch {
    throw new OpsError(400, 'The request body could not be read', 'bad-request')
  }
  throw new OpsError(400, 'Send JSON or a multipart form', 'bad-request')
}

function register(app: Hono<AppEnv>, sim: Sim, route: OpsRoute): void {
  app.on(route.method, `${OPS_API}/${route.path}`, async (c) => {
    c.header('cache-control', 'no-store')
    try {
      let session: ReturnType<typeof sessionForToken>
      if (route.roles !== 'public') {
        session = sessionForToken(sim, bearer(c))
        if (!session) throw new OpsError(401, 'Sign in again', 'session')
        if (!route.roles.includes(session.operator.role)) {
          throw new OpsError(403, 'Your role cannot open this', 'role')
        }
      }
      const key = route.idempotent ? idempotencyKeyOf(c.req.header('idempotency-key')) : undefined
      const input = await readInput(c)
      const call = {
        sim,
        session,
        params: c.req.param() as Record<string, string>,
        ...input,
        loopback: fromLoopback(c),
      }
      // One transaction per call: an answer, its audit entry and its read marks (or a decision, its money and
      // its audit entry, and the answer kept for its Idempotency-Key) are kept together or not at all. The
      // sign-in steps are not one: a refused attempt's wait and audit entry must stay.
      const data =
        route.roles === 'public' || !session
          ? route.handle(call)
          : sim.db.transaction(() =>
              onceForKey(
                sim,
                session.operator.id,
                key,
                fingerprint(`${route.method} ${c.req.path}`, input.args, input.files),
                () => route.handle(call),
              ),
            )()
      return c.json(data ?? {})
    } catch (error) {
      if (!(error instanceof OpsError)) throw error
      if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds))
      const retry =
        error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }
      return c.json({ error: error.message, reason: error.reason, ...retry }, error.status)
    }
  })
}

/**
 * The console's API at /ops/api (CONTRACT.md, "Operators' console"): JSON in and out, plain HTTP statuses,
 * an operator's session token as a Bearer header. Same-origin only (no CORS: the console is served from this
 * host), small bodies except answer files, and nothing cached.
 */
export function opsRoutes(app: Hono<AppEnv>, sim: Sim): void {
  const tooLarge = (c: Context) =>
    c.json({ error: 'The request is too large', reason: 'size' }, 413, { connection: 'close' })
  const small = bodyLimit({ maxSize: BODY_MAX, onError: tooLarge })
  const large = bodyLimit({ maxSize: FILE_BODY_MAX, onError: tooLarge })
  app.use(`${OPS_API}/*`, (c, next) => (c.req.path.endsWith('/files') ? large : small)(c, next))
  for (const route of OPS_ROUTES) register(app, sim, route)
  app.all(`${OPS_API}/*`, (c) => c.json({ error: 'Not found', reason: 'not-found' }, 404))
}
