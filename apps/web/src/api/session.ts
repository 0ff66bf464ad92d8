import { navigate } from '../router/hash-location.ts'
import { LOGIN_PATH } from '../routes.ts'
import { clearStorageExcept, readToken, STORAGE_KEYS, type StorageKey } from './storage.ts'

/**
 * How a session ends, and what local storage keeps:
 * - 'expired': a response with status 3 (spec §8); the chat client keeps its first-login flag.
 * - 'sign-out': Sign out on /profile (spec §4); everything is cleared.
 * - 'settings-log-out': Log out on /settings (spec §2, §4); the mobile number is kept.
 */
export type SessionEnd = 'expired' | 'sign-out' | 'settings-log-out'

const KEEP: Record<SessionEnd, readonly StorageKey[]> = {
  expired: [STORAGE_KEYS.chatFirstLogin],
  'sign-out': [],
  'settings-log-out': [STORAGE_KEYS.mob],
}

export function endSession(reason: SessionEnd): void {
  clearStorageExcept(KEEP[reason])
  navigate(LOGIN_PATH, { replace: true })
}

/**
 * The one global handler of status 3. Parallel calls of a screen often all answer 3; only the first, while
 * a token is still stored, ends the session, so storage is cleared and /login is reached once.
 * Returns whether this call ended the session.
 */
export function handleSessionInvalid(): boolean {
  if (readToken() === null) return false
  endSession('expired')
  return true
}
