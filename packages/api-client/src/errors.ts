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
