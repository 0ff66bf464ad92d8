import { failureMessage, isSessionInvalid } from './api-failure.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './emitted.ts'

/**
 * What a failed call tells the screen: status 3 becomes `sessionInvalid` (the session machine clears storage
 * and goes to /login), anything else a notice with the server info or the thrown message.
 */
export function noticeFor(
  error: unknown,
  kind: NoticeEmitted['type'],
  fallback?: string,
): NoticeEmitted | SessionInvalidEmitted {
  if (isSessionInvalid(error)) return { type: 'sessionInvalid' }
  return { type: kind, message: failureMessage(error, fallback) }
}

/** The `error` of an actor error event, read from inside a named action typed with the machine's events. */
export function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error
}
