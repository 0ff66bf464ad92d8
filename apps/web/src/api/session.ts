import { authCalls, createCallContext } from '@mandi/api-client'
import { type KeptStorageKey, sessionMachine } from '@mandi/state-machines'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Locale } from '../i18n/catalogue.ts'
import { navigate } from '../router/hash-location.ts'
import { apiHosts } from './config.ts'
import { clearLastKnown } from './last-known-store.ts'
import {
  clearStorageExcept,
  onTokenChange,
  readToken,
  STORAGE_KEYS,
  type StorageKey,
  writeStored,
} from './storage.ts'
import { toPromise } from './to-promise.ts'

/**
 * The app's one session actor (sessionMachine of @mandi/state-machines): status 3, sign out, log out and
 * the language change all go through it, so each is handled once. Screens use the three functions below.
 *
 * What survives a clear (the machine decides): the chat client's first-login flag always (spec §8), the
 * mobile number only on the /settings log out (spec §2, §4). Each clear also forgets the answers kept for
 * the offline screens (api/last-known-store.ts), then goes to /login. Sign out and log out first end the
 * session on the server (POST user/logout, so a copied token stops working), and clear the phone whatever
 * that answers (offline, an error, no answer within the machine's wait).
 *
 * Not in the entry chunk: the actor starts when the first module that needs it loads (a screen with a
 * machine, or the api client's first status 3), and reads the stored token then.
 */
export type SessionEnd = 'expired' | 'sign-out' | 'settings-log-out'

const STORED: Record<KeptStorageKey, StorageKey> = {
  mobile: STORAGE_KEYS.mob,
  chatFirstLogin: STORAGE_KEYS.chatFirstLogin,
}

let reloadPage: () => void = () => window.location.reload()

/**
 * POST user/logout on a call context of its own (the app's context loads this module on a status 3, so it
 * cannot be imported here): same hosts and token, and a status 3 of this call reports nothing, since the
 * session is ending anyway.
 */
const logoutCall = authCalls(
  createCallContext({
    baseUrl: apiHosts.baseUrl,
    chatBaseUrl: apiHosts.chatBaseUrl,
    getToken: readToken,
    onSessionInvalid: () => undefined,
  }),
).logout

const actor = createActor(
  sessionMachine.provide({
    actors: {
      readToken: fromPromise(async () => readToken()),
      // POST user/logout with the stored token (read at the request), so the token stops working on the
      // server; offline there is nothing to reach, and the machine clears the phone whatever the answer.
      endServerSession: fromPromise(async () => {
        if (!navigator.onLine || readToken() === null) return
        await toPromise(logoutCall())
      }),
      clearStorage: fromPromise<void, { keep: KeptStorageKey[] }>(async ({ input }) => {
        clearStorageExcept(input.keep.map((key) => STORED[key]))
        // The kept answers of the offline screens go too. They are read per user, so a failed clear
        // shows them to nobody else; it must not keep the user from signing out.
        await clearLastKnown().catch((error: unknown) => console.warn('last-known: not cleared', error))
      }),
      storeLanguage: fromPromise<void, { language: Locale }>(async ({ input }) =>
        writeStored(STORAGE_KEYS.lang, input.language),
      ),
      reload: fromPromise(async () => reloadPage()),
    },
  }),
)
actor.on('navigate', (event) => navigate(event.to, { replace: true }))
actor.start()
// The token is read asynchronously at start; until then the actor does not know it is signed in.
const tokenRead = waitFor(actor, (snapshot) => !snapshot.matches({ auth: 'loading' }))

// The machine reads the token once at start; later sign-ins reach it from the token store.
onTokenChange(() => {
  const token = readToken()
  if (token) actor.send({ type: 'signedIn', token })
})

function signedIn(): boolean {
  return actor.getSnapshot().matches({ auth: 'signedIn' })
}

/** /profile Sign out ('sign-out') and /settings Log out ('settings-log-out', keeps the mobile number). */
export function endSession(reason: SessionEnd): void {
  if (reason === 'expired') {
    handleSessionInvalid()
    return
  }
  if (!signedIn() && readToken()) actor.send({ type: 'signedIn', token: readToken() as string })
  actor.send({ type: 'logout', keepMobile: reason === 'settings-log-out' })
}

/**
 * Status 3 (the api-client's once-only onSessionInvalid, or a machine's `sessionInvalid`). Returns whether
 * this call ended the session: repeats while clearing, and calls with no token stored, do nothing.
 */
export function handleSessionInvalid(): boolean {
  if (readToken() === null || !signedIn()) return false
  actor.send({ type: 'sessionInvalid' })
  return true
}

/** handleSessionInvalid once the actor has read the token (the api client loads this module on a status 3). */
export async function endExpiredSession(): Promise<boolean> {
  await tokenRead
  return handleSessionInvalid()
}

/** Spec §4: stores the language choice and reloads after 0.3 s. `reload` is for tests. */
export function changeLanguage(locale: Locale, reload?: () => void): void {
  if (reload) reloadPage = reload
  actor.send({ type: 'changeLanguage', language: locale })
}
