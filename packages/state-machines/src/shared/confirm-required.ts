import { isApiFailure } from './api-failure.ts'

/**
 * The refusal of a money call from a user with a passkey who sent no fresh confirmation (CONTRACT.md,
 * "Passkeys": status 0 with `data.confirm_required`), seen structurally like every api failure.
 */
export function isConfirmRequired(error: unknown): boolean {
  if (!isApiFailure(error) || error._tag !== 'ServerRejected') return false
  const details = (error as { details?: unknown }).details
  return (
    typeof details === 'object' &&
    details !== null &&
    (details as { confirm_required?: unknown }).confirm_required === true
  )
}
