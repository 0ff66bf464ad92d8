import { canSignIn } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NavigateEmitted, NoticeEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

/** §3 login result, stored locally. */
export interface LoginSession {
  id: number
  name: string
  token: string
  code: string
}

export interface LoginContext {
  id: string
  password: string
  session: LoginSession | null
}

export type LoginEvent = { type: 'change'; field: 'id' | 'password'; value: string } | { type: 'submit' }

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
    storeSession: notProvided<void, LoginSession & { mobile: string }>('storeSession'),
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
  context: { id: '', password: '', session: null },
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
      on: {
        change: { actions: assign(({ event }) => ({ [event.field]: event.value })) },
        submit: { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ id: context.id, password: context.password }),
        onDone: { target: 'storing', actions: assign(({ event }) => ({ session: event.output })) },
        // §8: status 0 shows a toast with the server info and loading stops; the form keeps its values.
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    storing: {
      tags: ['busy'],
      invoke: {
        id: 'storeSession',
        src: 'storeSession',
        input: ({ context }) => ({ ...(context.session as LoginSession), mobile: context.id }),
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
