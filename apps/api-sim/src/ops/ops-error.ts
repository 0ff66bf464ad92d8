/**
 * Why a console call was refused, for the console to say in its own words (its catalogue); `message` is the
 * same in English for anyone reading the raw answer.
 */
export type OpsRefusal =
  | 'credentials'
  | 'wait'
  | 'wrong-code'
  | 'expired'
  | 'empty'
  | 'too-long'
  | 'extension'
  | 'size'
  | 'type'
  | 'content'
  | 'no-file'
  | 'session'
  | 'role'
  | 'not-found'
  | 'bad-request'
  | 'decided'
  | 'key-reused'

/** Thrown by a console handler: answered as `{ error, reason }` with this HTTP status; nothing of it is kept. */
export class OpsError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly reason: OpsRefusal,
    /** Seconds until a refused sign-in may be tried again (status 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
