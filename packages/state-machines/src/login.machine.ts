import { canSignIn } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { type PasskeyProblem, passkeyProblemOf } from './money-confirm.machine.ts'
import type { NavigateEmitted, NoticeEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

/** §3 login result, stored locally. */
export interface LoginSession {
  id: number
  name: string
  token: string
  code: string
  /** Extensions (issue 28): how many passkeys the account has; 1 when fingerprint sign-in may be offered. */
  passkeys?: number
  passkeyOffer?: number
}

export interface LoginContext {
  id: string
  password: string
  session: LoginSession | null
  /** Why the last passkey sign-in did not complete (issue 28), said above the form until the next try. */
  passkeyProblem: PasskeyProblem | null
  /** The session came from a passkey, not the password (no offer to turn it on follows). */
  viaPasskey: boolean
}

export type LoginEvent =
  | { type: 'change'; field: 'id' | 'password'; value: string }
  | { type: 'submit' }
  /** "Sign in with fingerprint". */
  | { type: 'passkey' }

export type LoginEmitted = NavigateEmitted | NoticeEmitted | { type: 'signedIn'; session: LoginSession }

/** §2: the sign-in button is enabled only by this rule. */
export const canSubmitLogin = (context: LoginContext) => canSignIn(context.id, context.password)

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    output: {} as LoginSession,
  },
  actors: {
    /** The mobile number kept by the settings-page logout, to prefill the ID. */
    readMobile: notProvided<string | null>('readMobile'),
    /** POST user/login. */
    login: notProvided<LoginSession, { id: string; password: string }>('login'),
    /** Stores id, name, token and code (and the ID as the remembered mobile). */
    storeSession: notProvided<void, LoginSession & { mobile: string; viaPasskey: boolean }>('storeSession'),
    /** Sign in with a passkey: the browser's prompt, then user/passkey/login/verify (issue 28). */
    passkeySignIn: notProvided<LoginSession>('passkeySignIn'),
    /**
     * The passkeys in the sign-in field's autofill (conditional mediation), while the form is shown: resolves
     * with a session once one is picked, `null` when the browser has no autofill or it was stopped.
     */
    passkeyAutofill: notProvided<LoginSession | null>('passkeyAutofill'),
  },
  guards: {
    canSubmit: ({ context }) => canSubmitLogin(context),
  },
  actions: {
    toastFailure: emit(({ event }) => {
      const notice = noticeFor(errorOf(event), 'toast')
      // Anonymous screen: a status 3 here is just a failed sign-in.
      return notice.type === 'sessionInvalid'
        ? { type: 'toast' as const, message: 'Network error occurred' }
        : notice
    }),
  },
}).createMachine({
  id: 'login',
  context: { id: '', password: '', session: null, passkeyProblem: null, viaPasskey: false },
  initial: 'prefilling',
  states: {
    // 'busy': the machine takes no edits here, so the form shows its fields read-only (ui-kit Form busy).
    prefilling: {
      tags: ['busy'],
      invoke: {
        id: 'readMobile',
        src: 'readMobile',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ id: event.output ?? '' })) },
        onError: { target: 'editing' },
      },
    },
    editing: {
      invoke: {
        id: 'passkeyAutofill',
        src: 'passkeyAutofill',
        onDone: {
          guard: ({ event }) => event.output !== null,
          target: 'storing',
          actions: assign(({ event }) => ({ session: event.output, viaPasskey: true, passkeyProblem: null })),
        },
        // A passkey picked in the autofill that the server refused (removed elsewhere): said above the form.
        onError: {
          actions: assign(({ event }) => ({
            passkeyProblem:
              (event.error as { problem?: unknown } | null)?.problem !== undefined
                ? passkeyProblemOf(event.error)
                : null,
          })),
        },
      },
      on: {
        change: { actions: assign(({ event }) => ({ [event.field]: event.value, passkeyProblem: null })) },
        submit: { guard: 'canSubmit', target: 'submitting', actions: assign({ passkeyProblem: null }) },
        passkey: { target: 'passkeySigningIn', actions: assign({ passkeyProblem: null }) },
      },
    },
    // The browser's passkey prompt, then the server's check; the form keeps what was typed.
    passkeySigningIn: {
      tags: ['busy'],
      invoke: {
        id: 'passkeySignIn',
        src: 'passkeySignIn',
        onDone: {
          target: 'storing',
          actions: assign(({ event }) => ({ session: event.output, viaPasskey: true })),
        },
        onError: {
          target: 'editing',
          actions: assign(({ event }) => ({ passkeyProblem: passkeyProblemOf(event.error) })),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ id: context.id, password: context.password }),
        onDone: {
          target: 'storing',
          actions: assign(({ event }) => ({ session: event.output, viaPasskey: false })),
        },
        // §8: status 0 shows a toast with the server info and loading stops; the form keeps its values.
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    storing: {
      tags: ['busy'],
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => ({
          ...(context.session as LoginSession),
          mobile: context.id,
          viaPasskey: context.viaPasskey,
        }),
        onDone: { target: 'signedIn' },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    signedIn: {
      type: 'final',
      tags: ['busy'],
      entry: [
        emit(({ context }) => ({ type: 'signedIn', session: context.session as LoginSession }) as const),
        emit({ type: 'navigate', to: '/home' } as const),
      ],
    },
  },
  output: ({ context }) => context.session as LoginSession,
})
