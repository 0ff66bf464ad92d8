import { type Language, TIMINGS } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NavigateEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'

/** Stored items that survive a clear; everything else in local storage is removed. */
export type KeptStorageKey = 'mobile' | 'chatFirstLogin'

export interface SessionContext {
  token: string | null
  language: Language | null
  /** The clear under way keeps the mobile number (the /settings log out). */
  keepMobile: boolean
}

/**
 * Sign out and log out wait at most this long for the server to end the session (POST user/logout) before
 * clearing the phone: a slow server must not keep a person signed in on screen.
 */
export const SERVER_LOGOUT_WAIT_MS = 2000

export type SessionEvent =
  | { type: 'signedIn'; token: string }
  /** keepMobile: true from the settings page (§2, §4), false from the profile's Sign out. */
  | { type: 'logout'; keepMobile: boolean }
  /** Status 3 from any call (flows emit `sessionInvalid`; the app forwards it here). */
  | { type: 'sessionInvalid' }
  | { type: 'changeLanguage'; language: Language }

export type SessionEmitted = NavigateEmitted

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    readToken: notProvided<string | null>('readToken'),
    /**
     * Ends the session on the server (POST user/logout) with the stored token. Its failure (offline, an error,
     * an already ended session) only moves on to the clear.
     */
    endServerSession: notProvided<void>('endServerSession'),
    /** Clears local storage except the listed keys. */
    clearStorage: notProvided<void, { keep: KeptStorageKey[] }>('clearStorage'),
    storeLanguage: notProvided<void, { language: Language }>('storeLanguage'),
    /** Reloads the page (window.location.reload in the app). */
    reload: notProvided<void>('reload'),
  },
  delays: {
    // §4: the language change reloads after 0.3 s.
    reloadDelay: TIMINGS.languageReloadMs,
    serverLogoutWait: SERVER_LOGOUT_WAIT_MS,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { token: null, language: null, keepMobile: false },
  states: {
    auth: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'readToken',
            src: 'readToken',
            onDone: [
              {
                guard: ({ event }) => Boolean(event.output),
                target: 'signedIn',
                actions: assign(({ event }) => ({ token: event.output })),
              },
              { target: 'signedOut' },
            ],
            onError: { target: 'signedOut' },
          },
        },
        signedOut: {
          on: { signedIn: { target: 'signedIn', actions: assign(({ event }) => ({ token: event.token })) } },
        },
        signedIn: {
          on: {
            signedIn: { actions: assign(({ event }) => ({ token: event.token })) },
            logout: {
              target: 'endingOnServer',
              actions: assign(({ event }) => ({ keepMobile: event.keepMobile })),
            },
            sessionInvalid: { target: 'clearing', actions: assign({ keepMobile: false }) },
          },
        },
        // Sign out and log out end the session on the server first (its token answers status 3 from then on),
        // then clear the phone whatever the answer: offline, failed or slow, the person is still signed out
        // here. A second tap, or a status 3 meanwhile, changes nothing.
        endingOnServer: {
          invoke: {
            id: 'endServerSession',
            src: 'endServerSession',
            onDone: { target: 'clearing' },
            onError: { target: 'clearing' },
          },
          after: { serverLogoutWait: { target: 'clearing' } },
        },
        // Several calls can fail with status 3 at once; while clearing, repeats are ignored.
        clearing: {
          invoke: {
            id: 'clearStorage',
            src: 'clearStorage',
            input: ({ context }) => ({
              // §8: the chat client keeps its first-login flag; §4: only the settings logout keeps the mobile.
              keep: context.keepMobile ? ['mobile', 'chatFirstLogin'] : ['chatFirstLogin'],
            }),
            onDone: { target: 'signedOut' },
            // Storage failing must not keep the user signed in on screen.
            onError: { target: 'signedOut' },
          },
          exit: [assign({ token: null }), emit({ type: 'navigate', to: '/login' } as const)],
        },
      },
    },
    language: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            changeLanguage: {
              target: 'storing',
              actions: assign(({ event }) => ({ language: event.language })),
            },
          },
        },
        storing: {
          invoke: {
            id: 'storeLanguage',
            src: 'storeLanguage',
            input: ({ context }) => ({ language: context.language as Language }),
            onDone: { target: 'waiting' },
            onError: { target: 'idle' },
          },
        },
        waiting: { after: { reloadDelay: { target: 'reloading' } } },
        // A reload that cannot happen leaves the stored choice for the next start.
        reloading: { invoke: { id: 'reload', src: 'reload', onError: { target: 'idle' } } },
      },
    },
  },
})
