import { createApiClient } from '@mandi/api-client'
import { apiHosts } from './config.ts'
import { readToken } from './storage.ts'

/**
 * Status 3 is rare, so the session actor (and XState with it) is loaded when it happens: a screen that only
 * reads data (/home) does not carry them in its first load. A screen with a machine has them loaded already.
 */
function onSessionInvalid(): void {
  import('./session.ts').then(
    (session) => session.endExpiredSession(),
    (error: unknown) => console.warn('session: could not load the session handler', error),
  )
}

/**
 * The one api-client of the app. The token is read before every request; status 3 (and the chat socket's
 * close 4001) reach `handleSessionInvalid` (through onSessionInvalid) once per ended session: the client's
 * guard collapses the calls in flight, and the handler itself does nothing when no token is stored any more.
 */
export const api = createApiClient({
  ...apiHosts,
  getToken: readToken,
  onSessionInvalid,
})
