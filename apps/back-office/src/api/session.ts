import type { Operator } from './schemas.ts'

/**
 * The operator's session in this tab (sessionStorage: closing the tab forgets it, and another tab signs in
 * on its own). Only the token the server issued; the server keeps nothing but its digest.
 */
export interface StoredSession {
  readonly token: string
  readonly expiresAt: number
  readonly operator: Operator
}

const KEY = 'mandi-ops-session'

export function readSession(): StoredSession | null {
  try {
    const raw = sessionStorage.getItem(KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<StoredSession>
    if (typeof value.token !== 'string' || typeof value.operator !== 'object' || value.operator === null)
      return null
    return value as StoredSession
  } catch {
    return null
  }
}

export function writeSession(session: StoredSession): void {
  sessionStorage.setItem(KEY, JSON.stringify(session))
}

export function clearSession(): void {
  sessionStorage.removeItem(KEY)
}
