import { createCallContext, lazyOfetch } from '@mandi/api-client'
import { createBootAnswers, withBootAnswers } from '../boot/boot-fetch.ts'
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
 * The boot script's answers (boot/boot.ts): a screen's first read (first-read.ts) and the call context's
 * fetch take from this one pool.
 */
export const bootAnswers = createBootAnswers()

/**
 * The app's one call context: the transport every call group in `api/calls/` is built on (hosts, headers,
 * token, time-out, session guard, fetch). The token is read before every request; status 3 (and the chat
 * socket's close 4001) reach `endExpiredSession` once per ended session: the context's guard collapses the
 * calls in flight, and the handler itself does nothing when no token is stored any more.
 *
 * Each group has its own module (`api/calls/product.ts`, …) so a route chunk carries only the calls its
 * screen makes; the live feeds are built only in `calls/market.ts` and `calls/chat.ts`.
 */
export const callContext = createCallContext({
  baseUrl: apiHosts.baseUrl,
  chatBaseUrl: apiHosts.chatBaseUrl,
  getToken: readToken,
  onSessionInvalid,
  // A screen's first GET takes the answer the boot script already asked for (boot/boot.ts, issue 16); ofetch
  // itself loads with the first request that is sent.
  fetch: withBootAnswers(lazyOfetch, bootAnswers),
})
