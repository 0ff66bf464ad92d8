import { Effect, type Schema } from 'effect'
import type { $Fetch } from 'ofetch'
import { decodeWith } from './decode.ts'
import { DecodeError, NetworkError, ServerRejected, SessionInvalid, TimeoutError } from './errors.ts'
import { IDEMPOTENCY_KEY_HEADER, LANG_HEADER, TOKEN_HEADER, usableToken } from './headers.ts'
import { Envelope } from './schemas/envelope.ts'
import type { SessionGuard } from './session-guard.ts'

export type ParamValue = string | number | boolean | undefined
export type Params = Readonly<Record<string, ParamValue>>

/** How a request carries its payload (§7): query string, form, JSON or multipart. */
export type Encoding = 'query' | 'form' | 'json' | 'multipart'

export interface HttpRequest {
  readonly method: 'GET' | 'POST'
  /** As written in §7, with or without a leading slash. */
  readonly path: string
  readonly encoding: Encoding
  /** Query or form fields; undefined values are left out. */
  readonly params?: Params
  /** JSON body (encoding 'json'). */
  readonly json?: Readonly<Record<string, unknown>>
  /** Multipart fields (encoding 'multipart'). */
  readonly parts?: Readonly<Record<string, string | Blob>>
  readonly idempotencyKey?: string
}

/** What the transport uses of an ofetch instance: `raw` (the status, headers and body of any answer). */
export type RawFetch = Pick<$Fetch, 'raw'>

export interface HttpContext {
  readonly getToken: () => string | null | undefined
  readonly language: string
  readonly timeoutMs: number
  readonly guard: SessionGuard
  readonly fetch: RawFetch
}

export type HttpError = NetworkError | TimeoutError | ServerRejected | SessionInvalid | DecodeError

/** `/product/list` and `product/list` are the same call (§7 writes both). */
export function normalisePath(path: string): string {
  return path.replace(/^\/+/, '')
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${normalisePath(path)}`
}

function defined(params: Params | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) out[key] = String(value)
  }
  return out
}

function bodyOf(request: HttpRequest): URLSearchParams | FormData | Record<string, unknown> | undefined {
  switch (request.encoding) {
    case 'query':
      return undefined
    case 'form':
      return new URLSearchParams(defined(request.params))
    case 'json':
      return { ...request.json }
    case 'multipart': {
      const form = new FormData()
      for (const [key, value] of Object.entries(request.parts ?? {})) form.append(key, value)
      return form
    }
  }
}

const HEADER_SAFE_KEY = /^[\x21-\x7e]{1,200}$/

/**
 * Sends one request and checks the envelope: HTTP and transport failures, time-out, non-JSON bodies,
 * status 0 and status 3 all become tagged errors here, so a call only decodes its own `data`.
 */
export function send(
  ctx: HttpContext,
  baseUrl: string,
  request: HttpRequest,
): Effect.Effect<Envelope, HttpError> {
  const path = normalisePath(request.path)
  return Effect.suspend(() => {
    if (request.idempotencyKey !== undefined && !HEADER_SAFE_KEY.test(request.idempotencyKey)) {
      // A bad key is a programming error of the caller, not a runtime condition to handle.
      return Effect.die(new TypeError(`Idempotency key for ${path} is empty or not header-safe`))
    }
    const token = usableToken(ctx.getToken())
    ctx.guard.noteRequest(token)
    const headers: Record<string, string> = { [LANG_HEADER]: ctx.language, accept: 'application/json' }
    if (token !== undefined) headers[TOKEN_HEADER] = token
    if (request.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = request.idempotencyKey

    let timedOut = false
    // A shed request (503 + Retry-After) did nothing on the server; a GET, or a POST under its Idempotency-Key,
    // is safe to send again.
    const repeatable = request.method === 'GET' || request.idempotencyKey !== undefined
    const transport = Effect.tryPromise({
      try: async (interrupt) => {
        // Our own controller rather than ofetch's `timeout`, so a time-out is told apart from interruption.
        // One time-out for the whole call, waits after a 503 included: the user never waits longer.
        const controller = new AbortController()
        const onInterrupt = () => controller.abort()
        interrupt.addEventListener('abort', onInterrupt)
        const startedAt = Date.now()
        const timer = setTimeout(() => {
          timedOut = true
          controller.abort()
        }, ctx.timeoutMs)
        try {
          for (;;) {
            const response = await ctx.fetch.raw<string, 'text'>(joinUrl(baseUrl, path), {
              method: request.method,
              headers,
              query: request.encoding === 'query' ? defined(request.params) : undefined,
              body: bodyOf(request),
              responseType: 'text',
              // ofetch retries GETs once by default; a retry here would double the wait and, for POSTs
              // without a key, the effect. Only a shed request is sent again, below.
              retry: false,
              ignoreResponseError: true,
              signal: controller.signal,
            })
            const waitMs =
              repeatable && response.status === 503
                ? retryAfterMs(response.headers.get('retry-after'))
                : undefined
            // Within the budget, ask again after the wait; past it, the 503 is the answer (NetworkError) at once.
            // A little later than asked, at random, so the clients the server shed together do not all come back
            // at the same moment; and only while the answer can still come within the time-out after the wait.
            const jittered = waitMs === undefined ? undefined : waitMs * (1 + Math.random() / 4)
            if (
              jittered !== undefined &&
              Date.now() - startedAt + jittered <= ctx.timeoutMs - retryReserve(ctx)
            ) {
              await pause(jittered, controller.signal)
              continue
            }
            return { status: response.status, text: response._data ?? '' }
          }
        } finally {
          clearTimeout(timer)
          interrupt.removeEventListener('abort', onInterrupt)
        }
      },
      catch: (cause): NetworkError | TimeoutError =>
        timedOut
          ? new TimeoutError({
              message: `${path} took longer than ${ctx.timeoutMs} ms`,
              path,
              timeoutMs: ctx.timeoutMs,
            })
          : new NetworkError({ message: `${path} failed: ${describe(cause)}`, path, cause }),
    })

    return transport.pipe(
      Effect.flatMap(({ status, text }): Effect.Effect<Envelope, NetworkError | DecodeError> => {
        if (status < 200 || status > 299) {
          return Effect.fail(new NetworkError({ message: `${path} answered HTTP ${status}`, path, status }))
        }
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          return Effect.fail(
            new DecodeError({
              message: `${path} answered a body that is not JSON`,
              path: '',
              issues: [{ path: '', message: 'Not JSON' }],
              call: path,
            }),
          )
        }
        return decodeWith(Envelope, body, path, '')
      }),
      Effect.flatMap((envelope) => checkStatus(ctx, path, token, envelope)),
    )
  })
}

/** Retry-After in ms, when it is a number of seconds (the HTTP date form is not used by the server). */
function retryAfterMs(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return undefined
  return Number(value.trim()) * 1000
}

/**
 * What a call keeps of its time-out for the answer after a wait on 503: 2 s (the reference server sheds a request
 * it could not answer within 1.5 s), or 40 % of a shorter time-out.
 */
function retryReserve(ctx: HttpContext): number {
  return Math.min(RETRY_RESERVE_MS, ctx.timeoutMs * 0.4)
}

const RETRY_RESERVE_MS = 2_000

/** Waits `ms`, or less if `signal` aborts (then the next fetch fails at once with the abort). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done)
  })
}

function describe(cause: unknown): string {
  if (cause instanceof Error) {
    const inner = cause.cause instanceof Error ? `: ${cause.cause.message}` : ''
    return `${cause.message}${inner}`
  }
  return String(cause)
}

function messageOf(envelope: Envelope): string {
  return envelope.info || envelope.msg || ''
}

/** `data.retry_after` of a refusal: whole seconds, a positive number or a string of digits; else undefined. */
function retryAfterOf(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return undefined
  const raw = (details as { retry_after?: unknown }).retry_after
  const seconds = typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : raw
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined
}

function checkStatus(
  ctx: HttpContext,
  path: string,
  token: string | undefined,
  envelope: Envelope,
): Effect.Effect<Envelope, ServerRejected | SessionInvalid> {
  const info = messageOf(envelope)
  if (envelope.status === 3) {
    ctx.guard.invalidate(token)
    return Effect.fail(new SessionInvalid({ message: `${path}: session invalid`, path, info }))
  }
  if (envelope.status === 0) {
    const details = envelope.data
    const retryAfter = retryAfterOf(details)
    return Effect.fail(
      new ServerRejected({
        message: `${path} rejected: ${info}`,
        path,
        info,
        ...(details === undefined || details === null ? {} : { details }),
        ...(retryAfter === undefined ? {} : { retryAfter }),
      }),
    )
  }
  return Effect.succeed(envelope)
}

/** A call whose answer carries data: decodes `data` with the call's schema. */
export function fetchData<T>(
  ctx: HttpContext,
  baseUrl: string,
  request: HttpRequest,
  schema: Schema.Decoder<T>,
): Effect.Effect<T, HttpError> {
  return send(ctx, baseUrl, request).pipe(
    Effect.flatMap((envelope) => decodeWith(schema, envelope.data, normalisePath(request.path), 'data')),
  )
}

/** What a call without data returns: the server's message (info, else msg, else ''), for toasts/alerts. */
export interface Ack {
  readonly info: string
}

/** A call whose answer is only status and info (§7 "status, info"). */
export function fetchAck(
  ctx: HttpContext,
  baseUrl: string,
  request: HttpRequest,
): Effect.Effect<Ack, HttpError> {
  return send(ctx, baseUrl, request).pipe(Effect.map((envelope) => ({ info: messageOf(envelope) })))
}

/**
 * A call answering status and info plus optional `data` (an extension the caller decodes with a schema
 * that accepts an absent `data`): the info as for an Ack, and the decoded data.
 */
export function fetchAckWithData<T>(
  ctx: HttpContext,
  baseUrl: string,
  request: HttpRequest,
  schema: Schema.Decoder<T>,
): Effect.Effect<Ack & { readonly data: T }, HttpError> {
  return send(ctx, baseUrl, request).pipe(
    Effect.flatMap((envelope) =>
      decodeWith(schema, envelope.data, normalisePath(request.path), 'data').pipe(
        Effect.map((data) => ({ info: messageOf(envelope), data })),
      ),
    ),
  )
}
