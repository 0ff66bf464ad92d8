import { createApiClient } from '@mandi/api-client'
import { apiHosts } from './config.ts'
import { handleSessionInvalid } from './session.ts'
import { readToken } from './storage.ts'

/**
 * The one api-client of the app. The token is read before every request; status 3 (and the chat socket's
 * close 4001) reach `handleSessionInvalid` once per ended session: the client's guard collapses the calls
 * in flight, and the handler itself does nothing when no token is stored any more.
 */
export const api = createApiClient({
  ...apiHosts,
  getToken: readToken,
  onSessionInvalid: handleSessionInvalid,
})
