/**
 * The tagged errors of @mandi/api-client (architecture §6), as seen by the app. Matching on `_tag` keeps
 * this module independent of how the client builds them.
 */
export type ApiErrorTag =
  | 'NetworkError'
  | 'TimeoutError'
  | 'ServerRejected'
  | 'SessionInvalid'
  | 'DecodeError'

export interface TaggedError {
  readonly _tag: string
  readonly info?: unknown
  readonly message?: unknown
}

export function isTagged(error: unknown): error is TaggedError {
  return typeof error === 'object' && error !== null && typeof (error as { _tag?: unknown })._tag === 'string'
}

export function hasTag<T extends ApiErrorTag>(error: unknown, tag: T): error is TaggedError & { _tag: T } {
  return isTagged(error) && error._tag === tag
}

/**
 * The text to show for a failed call (spec §8): the server's info for a rejection, the thrown error's
 * message, else the fallback (by default 'Network error occurred'). `fallback` is already translated.
 */
export function errorText(error: unknown, fallback: string): string {
  if (hasTag(error, 'ServerRejected') && typeof error.info === 'string' && error.info) return error.info
  if (hasTag(error, 'NetworkError') || hasTag(error, 'TimeoutError') || hasTag(error, 'DecodeError')) {
    return fallback
  }
  if (error instanceof Error && error.message) return error.message
  return fallback
}
