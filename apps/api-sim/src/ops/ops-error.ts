/** Thrown by a console handler: answered as `{ error }` with this HTTP status, and nothing of it is kept. */
export class OpsError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 429,
    message: string,
    /** Seconds until a refused sign-in may be tried again (status 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
