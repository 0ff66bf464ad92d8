import { type Language, TIMINGS } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NavigateEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'

/** Stored items that survive a clear; everything else in local storage is removed. */
export type KeptStorageKey = 'mobile' | 'chatFirstLogin'

export interface SessionContext {
  token: string | null
  language: Language | null
}

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
    /** Clears local storage except the listed keys. */
    clearStorage: notProvided<void, { keep: KeptStorageKey[] }>('clearStorage'),
    storeLanguage: notProvided<void, { language: Language }>('storeLanguage'),
    /** Reloads the page (window.location.reload in the app). */
    reload: notProvided<void>('reload'),
  },
  delays: {
    // §4: the language change reloads after 0.3 s.
    reloadDelay: TIMINGS.languageReloadMs,
  },
}).createMachine({
  id: 'session',
  type: 'parallel',
  context: { token: null, language: null },
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
            logout: { target: 'clearing' },
            sessionInvalid: { target: 'clearing' },
          },
        },
        // Several calls can fail with status 3 at once; while clearing, repeats are ignored.
        clearing: {
          invoke: {
            id: 'clearStorage',
            src: 'clearStorage',
            input: ({ event }) => ({
              // §8: the chat client keeps its first-login flag; §4: only the settings logout keeps the mobile.
              keep:
                event.type === 'logout' && event.keepMobile
                  ? ['mobile', 'chatFirstLogin']
                  : ['chatFirstLogin'],
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
