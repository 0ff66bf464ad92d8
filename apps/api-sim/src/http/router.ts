import type { Context, Hono } from 'hono'
import type { AppEnv, Sim } from '../sim.ts'
import { arrivalOf } from './admission.ts'
import { sessionForToken } from './auth.ts'
import type { Args, UploadedFile } from './call-input.ts'
import { fingerprint, keyReused, lookupKey, rememberKey } from './idempotency.ts'
import { turnsOf } from './turns.ts'
import { type Envelope, fail, Rejection, sessionInvalid } from './wire.ts'

export interface Call {
  sim: Sim
  /** 0 on public routes. */
  userId: number
  /** The session's id (its token's hash), to end it; '' on public routes. */
  session: string
  /** The caller's address (the TCP peer), for per-address limits. */
  address: string
  args: Args
  files: Record<string, UploadedFile>
  /** Origin the client used to reach this server (for links it should open, e.g. the payment page). */
  origin: string
}

/**
 * Handlers are synchronous on purpose: better-sqlite3 is synchronous, so a handler runs from its first
 * read to its last write without another request interleaving. That, plus db.transaction, is what keeps
 * two parallel sells from selling the same units twice and makes the idempotency check race-free.
 */
export type Handler = (call: Call) => Envelope

export interface RouteOptions {
  /** Needs a valid token (default true). */
  auth?: boolean
  /** Money-moving call, or a chat message: a repeated Idempotency-Key replays the first answer. */
  idempotent?: boolean
}

async function readArgs(c: Context): Promise<{ args: Args; files: Record<string, UploadedFile> } | Envelope> {
  const query: Args = { ...c.req.query() }
  if (c.req.method === 'GET') return { args: query, files: {} }
  const type = c.req.header('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json()
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail('Invalid request')
      return { args: { ...query, ...(body as Args) }, files: {} }
    }
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const body = await c.req.parseBody()
      const args: Args = { ...query }
      const files: Record<string, UploadedFile> = {}
      for (const [key, value] of Object.entries(body)) {
        if (value instanceof File) {
          files[key] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }
        } else if (typeof value === 'string') {
          args[key] = value
        }
      }
      return { args, files }
    }
    // An empty POST (bank/otp) is fine; anything else we cannot read is refused.
    const text = await c.req.text()
    return text.length === 0 ? { args: query, files: {} } : fail('Unsupported content type')
  } catch {
    return fail('Invalid request body')
  }
}

function hasBody(c: Context): boolean {
  const length = c.req.header('content-length')
  return c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0')
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'status' in value
}

/** The TCP peer's address ('' when unknown). Forwarded-for headers are not trusted: anyone can send them. */
function addressOf(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? ''
}

export function originOf(c: Context): string {
  const url = new URL(c.req.url)
  const host = c.req.header('host') ?? url.host
  return `${url.protocol}//${host}`
}

/** Registers `path` (relative, no leading slash) under `prefix` on `app`. */
export function createRouter(app: Hono<AppEnv>, sim: Sim, prefix: string) {
  const inTransaction = sim.db.transaction((run: () => Envelope) => run())
  const turns = turnsOf(sim)
  const register = (method: 'GET' | 'POST', path: string, handler: Handler, options: RouteOptions = {}) => {
    const route = `${method} ${path}`
    // A money call's work is all or nothing: a refusal (or a bug) part-way undoes what it had written.
    const work = options.idempotent ? sim.db.transaction((call: Call) => handler(call)) : handler

    /** The synchronous part: from here to the answer no await. */
    const answer = (c: Context, parsed: { args: Args; files: Record<string, UploadedFile> }): Envelope => {
      let userId = 0
      let session = ''
      if (options.auth !== false) {
        const found = sessionForToken(sim, c.req.header('token'))
        if (found === undefined) return sessionInvalid()
        userId = found.userId
        session = found.id
      }
      const call: Call = {
        sim,
        userId,
        session,
        address: addressOf(c),
        args: parsed.args,
        files: parsed.files,
        origin: originOf(c),
      }
      const key = options.idempotent ? c.req.header('idempotency-key') : undefined
      if (key !== undefined && key.length > 200) return fail('Idempotency-Key too long')
      const print = key ? fingerprint(route, parsed.args, parsed.files) : ''
      // The replay check, the work and the record happen as one step, so a parallel request with the same key
      // sees the stored answer and never executes a second time.
      const execute = (): Envelope => {
        if (key) {
          const earlier = lookupKey(sim, userId, key, print)
          if (earlier.kind === 'replay') return earlier.answer
          if (earlier.kind === 'reused') return keyReused()
        }
        let result: Envelope
        try {
          result = work(call)
        } catch (error) {
          if (!(error instanceof Rejection)) throw error
          result = fail(error.message, error.data)
        }
        if (key) rememberKey(sim, userId, key, print, result)
        return result
      }
      // A keyed call is one transaction: its effect and the record of its key commit together, so a crash
      // between them cannot leave an effect that a retry of the key would repeat. The work nests as a
      // savepoint: a refusal undoes only the work, and its answer is still recorded under the key. One commit
      // per money call, too.
      return key ? inTransaction(execute) : execute()
    }

    app.on(method, `${prefix}/${path}`, async (c) => {
      // The token before the body: a caller without a session gets status 3 without the server reading,
      // parsing or storing what it sent (the rest is not read: the connection closes after the answer).
      if (options.auth !== false && sessionForToken(sim, c.req.header('token')) === undefined) {
        return c.json(sessionInvalid(), 200, hasBody(c) ? { connection: 'close' } : {})
      }
      const parsed = await readArgs(c)
      if (isEnvelope(parsed)) return c.json(parsed)
      // Wait for a turn (turns.ts), so a busy server still accepts new connections between requests; the
      // request keeps its place by arrival, ahead of those that came after it.
      const turn = turns.enter(arrivalOf(turns, c.env.incoming))
      if (turn) await turn
      try {
        // The client went away while the request waited (its time-out, the server closing): nothing is done; a
        // keyed call is sent again under its key.
        if (c.env.outgoing?.destroyed) return c.body(null, 503)
        return c.json(answer(c, parsed))
      } finally {
        turns.leave()
      }
    })
  }
  /**
   * A call whose work awaits (the WebAuthn checks of src/passkeys/ use WebCrypto, which is asynchronous). It
   * is never a money call (no Idempotency-Key, no wrapping transaction): its handler does its reads and writes
   * in synchronous steps of its own, each a statement or a transaction, and takes what must be single-use
   * (a challenge) before its first await.
   */
  const registerAsync = (path: string, handler: AsyncHandler, options: { auth?: boolean } = {}) => {
    app.on('POST', `${prefix}/${path}`, async (c) => {
      const parsed = await readArgs(c)
      if (isEnvelope(parsed)) return c.json(parsed)
      const turn = turns.enter()
      if (turn) await turn
      try {
        let userId = 0
        let session = ''
        if (options.auth !== false) {
          const found = sessionForToken(sim, c.req.header('token'))
          if (found === undefined) return c.json(sessionInvalid())
          userId = found.userId
          session = found.id
        }
        const call: AsyncCall = {
          sim,
          userId,
          session,
          address: addressOf(c),
          args: parsed.args,
          files: parsed.files,
          origin: originOf(c),
          host: c.req.header('host') ?? new URL(c.req.url).host,
          userAgent: c.req.header('user-agent') ?? '',
        }
        try {
          return c.json(await handler(call))
        } catch (error) {
          if (!(error instanceof Rejection)) throw error
          return c.json(fail(error.message, error.data))
        }
      } finally {
        turns.leave()
      }
    })
  }
  return {
    get: (path: string, handler: Handler, options?: RouteOptions) => register('GET', path, handler, options),
    post: (path: string, handler: Handler, options?: RouteOptions) =>
      register('POST', path, handler, options),
    postAsync: registerAsync,
  }
}

/** What an awaiting call (passkeys) also reads: the Host it was sent to, and the browser that sent it. */
export interface AsyncCall extends Call {
  /** The Host header: the RP ID and the expected origin of a WebAuthn ceremony follow it. */
  host: string
  userAgent: string
}

export type AsyncHandler = (call: AsyncCall) => Promise<Envelope>

export type Router = ReturnType<typeof createRouter>
