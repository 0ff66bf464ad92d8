/**
 * The tagged failures of @mandi/api-client, seen structurally: machines only read `_tag`, `info` and `message`,
 * so they stay independent of the Effect runtime and the web app can reject actor promises with the real
 * error values unchanged.
 */
export type ApiFailureTag =
  | 'NetworkError'
  | 'TimeoutError'
  | 'ServerRejected'
  | 'SessionInvalid'
  | 'DecodeError'

export interface ApiFailure {
  readonly _tag: ApiFailureTag
  readonly info?: string
  readonly message?: string
}

const TAGS: ReadonlySet<string> = new Set<ApiFailureTag>([
  'NetworkError',
  'TimeoutError',
  'ServerRejected',
  'SessionInvalid',
  'DecodeError',
])

export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { _tag?: unknown })._tag === 'string' &&
    TAGS.has((error as { _tag: string })._tag)
  )
}

/** Status 3: the session machine must clear storage and go to /login. */
export function isSessionInvalid(error: unknown): boolean {
  return isApiFailure(error) && error._tag === 'SessionInvalid'
}

/**
 * The server may or may not have acted, so a retry must reuse the Idempotency-Key (the server replays the
 * first answer for a repeated key): no answer (NetworkError: refused, reset, offline, or an HTTP status
 * outside 2xx), no answer in time (TimeoutError), or an answer that could not be read (DecodeError: a body
 * garbled on the way may hide a committed buy or withdrawal, so a new key could charge twice).
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    isApiFailure(error) &&
    (error._tag === 'NetworkError' || error._tag === 'TimeoutError' || error._tag === 'DecodeError')
  )
}

/** The server's `info` of a status-0 answer, when there is one. */
export function serverInfo(error: unknown): string | undefined {
  if (isApiFailure(error) && error._tag === 'ServerRejected' && error.info) return error.info
  return undefined
}

/**
 * §8 'Thrown error': its message, else 'Network error occurred'. The api-client's transport failures carry
 * developer messages ("user/login failed: fetch failed"), which mean nothing to a person, so for those the
 * plain fallback is shown; only other thrown errors keep their own message.
 */
export function thrownMessage(error: unknown, fallback = 'Network error occurred'): string {
  if (isApiFailure(error) && error._tag !== 'ServerRejected') return fallback
  if (typeof error === 'object' && error !== null) {
    const { message } = error as { message?: unknown }
    if (typeof message === 'string' && message.length > 0) return message
  }
  return fallback
}

/** Server info when the server answered, else the thrown message. */
export function failureMessage(error: unknown, fallback = 'Network error occurred'): string {
  return serverInfo(error) ?? thrownMessage(error, fallback)
}
