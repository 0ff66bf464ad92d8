import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { setSessionEndedHandler } from '../api/ops-api.ts'
import type { Operator } from '../api/schemas.ts'
import { clearSession, readSession, type StoredSession, writeSession } from '../api/session.ts'

export type SignedOutNotice = 'signed-out' | 'session-ended' | null

interface SessionState {
  readonly session: StoredSession | null
  /** Why the sign-in screen shows (after a sign-out, or a session the server ended). */
  readonly notice: SignedOutNotice
  readonly begin: (session: StoredSession) => void
  /** Forgets the session here; `notice` says why. The server side is ended by the caller (sign-out). */
  readonly end: (notice: SignedOutNotice) => void
  /** The operator changed on the server (availability). */
  readonly update: (operator: Operator) => void
}

const SessionContext = createContext<SessionState | null>(null)

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<StoredSession | null>(() => readSession())
  const [notice, setNotice] = useState<SignedOutNotice>(null)
  const begin = useCallback((next: StoredSession) => {
    writeSession(next)
    setNotice(null)
    setSession(next)
  }, [])
  const end = useCallback((why: SignedOutNotice) => {
    clearSession()
    setNotice(why)
    setSession(null)
  }, [])
  const update = useCallback((operator: Operator) => {
    setSession((current) => {
      if (!current) return current
      const next = { ...current, operator }
      writeSession(next)
      return next
    })
  }, [])
  // Any call the server answers 401 (ended, expired) signs the console out, saying why.
  useEffect(() => setSessionEndedHandler(() => end('session-ended')), [end])
  const value = useMemo(
    () => ({ session, notice, begin, end, update }),
    [session, notice, begin, end, update],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside SessionProvider')
  return value
}
