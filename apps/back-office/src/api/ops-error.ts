/**
 * A refused or failed console call. `status` 0 means the server was not reached (network, or an answer that
 * was not the expected shape); otherwise the HTTP status and the server's `reason` (CONTRACT.md).
 */
export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
