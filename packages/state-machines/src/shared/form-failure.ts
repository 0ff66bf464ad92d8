import { isOutcomeUnknown } from './api-failure.ts'

/** After a failed money-moving call: keep the key only when the outcome is unknown (see isOutcomeUnknown). */
export function keyAfterFailure(key: string | null, error: unknown): string | null {
  return isOutcomeUnknown(error) ? key : null
}
