import type { Paise } from '@mandi/domain'
import { Data } from 'effect'

/** The request never got an HTTP answer (connection refused, DNS, reset) or got a non-2xx status. */
export class NetworkError extends Data.TaggedError('NetworkError')<{
  readonly message: string
  /** The call's path, e.g. `product/list` (never the full URL, which may carry query values). */
  readonly path: string
  /** HTTP status when the server answered outside 2xx (404 unknown route, 413 too large, 5xx). */
  readonly status?: number
  readonly cause?: unknown
}> {}

/** No answer within `timeoutMs` (5 s by default, §7); the request was aborted. */
export class TimeoutError extends Data.TaggedError('TimeoutError')<{
  readonly message: string
  readonly path: string
  readonly timeoutMs: number
}> {}

/** Envelope status 0: the server refused; `info` is its message for the user (§8). */
export class ServerRejected extends Data.TaggedError('ServerRejected')<{
  readonly message: string
  readonly path: string
  readonly info: string
  /** The refusal's `data`, when the server sent one (machine-readable detail, e.g. a new price). */
  readonly details?: unknown
  /**
   * Whole seconds to wait before trying again, from `data.retry_after` (CONTRACT.md, "Waits after too many
   * attempts"); absent on every other refusal. The app says the wait in the reader's language.
   */
  readonly retryAfter?: number
}> {}

/**
 * Status 0 with `data.price_changed` (CONTRACT.md, "Price guard"): the price the user confirmed is no longer
 * the price; nothing was charged. `price` is the new unit price; show it (and the new total) and ask again.
 * `message` is the server's info, so code that only shows messages still says what happened.
 */
export class PriceChanged extends Data.TaggedError('PriceChanged')<{
  readonly message: string
  readonly path: string
  readonly info: string
  readonly price: Paise
}> {}

/** Status 0 with `data.rate_changed` (trade/create): the rate percent the user saw changed; nothing moved. */
export class RateChanged extends Data.TaggedError('RateChanged')<{
  readonly message: string
  readonly path: string
  readonly info: string
  /** The new rate, a percent (e.g. 15). */
  readonly rate: number
}> {}

/** Envelope status 3 (or chat socket close 4001): the session has ended (§4, §8). */
export class SessionInvalid extends Data.TaggedError('SessionInvalid')<{
  readonly message: string
  readonly path: string
  readonly info: string
}> {}

/**
 * The body was not JSON or did not match the call's schema. `path` names where, e.g. `data[2].price`
 * (wire names, as the server sent them; `''` when the body itself is not JSON).
 */
export class DecodeError extends Data.TaggedError('DecodeError')<{
  readonly message: string
  readonly path: string
  /** Every mismatch found, for logs. */
  readonly issues: ReadonlyArray<{ readonly path: string; readonly message: string }>
  /** The call's path. */
  readonly call: string
}> {}

/** Every way a call of the client can fail. */
export type ApiError = NetworkError | TimeoutError | ServerRejected | SessionInvalid | DecodeError

/**
 * The definite refusals of the price guard, only on the guarded money calls (`GuardedCall`): product buy and
 * sell and mining orders (PriceChanged), trade/create (RateChanged). Nothing moved; ask the user again.
 */
export type PriceGuardError = PriceChanged | RateChanged
