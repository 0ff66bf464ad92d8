import { assign, setup } from 'xstate'
import { failureMessage } from './shared/api-failure.ts'
import { notProvided } from './shared/not-provided.ts'

/** What a confirmation is for (CONTRACT.md, "Passkeys"). */
export type ConfirmAction = 'payout' | 'bank' | 'password' | 'passkey'

/**
 * Why the passkey did not confirm, each said plainly by the app: the user cancelled the prompt; this phone has
 * no fingerprint or screen lock the browser can use (or none of the user's passkeys is on it); the passkey was
 * removed from the account (perhaps on another phone); the prompt or the request took too long; the check did
 * not pass; the network failed.
 */
export type PasskeyProblem =
  | 'cancelled'
  | 'noAuthenticator'
  | 'unknownPasskey'
  | 'timeout'
  | 'failed'
  | 'network'

/** The passkey actor rejects with this shape (the app classifies the browser's and the server's errors). */
export interface PasskeyProblemError {
  readonly problem: PasskeyProblem
}

export function passkeyProblemOf(error: unknown): PasskeyProblem {
  const problem = (error as Partial<PasskeyProblemError> | null)?.problem
  return problem ?? 'failed'
}

/** What the passkey step gave: a confirmation token, or nothing to confirm (no passkey on the account). */
export type PasskeyConfirmOutcome =
  | { readonly required: false }
  | { readonly required: true; readonly token: string }

export type MoneyConfirmOutput =
  | { readonly kind: 'confirmed'; readonly token: string }
  | { readonly kind: 'notRequired' }
  | { readonly kind: 'cancelled' }

export interface MoneyConfirmContext {
  action: ConfirmAction
  problem: PasskeyProblem | null
  password: string
  passwordError: string | null
  token: string | null
  /** Cancel was pressed: the screen goes back to its form. */
  cancelled: boolean
}

export type MoneyConfirmEvent =
  | { type: 'retry' }
  | { type: 'usePassword' }
  | { type: 'change'; value: string }
  | { type: 'submitPassword' }
  | { type: 'cancel' }

/**
 * Confirms one action of a user with a passkey (issue 28): the passkey first; when it fails, the plain reason
 * with Try again, or the password instead (the server gives the same confirmation for it); Cancel stops and the
 * form that asked keeps everything typed. The screen machines invoke it as their `confirm` actor and send the
 * token with the call; its output says what happened.
 */
export const moneyConfirmMachine = setup({
  types: {
    context: {} as MoneyConfirmContext,
    events: {} as MoneyConfirmEvent,
    input: {} as { action: ConfirmAction },
    output: {} as MoneyConfirmOutput,
  },
  actors: {
    /** Options, the browser's passkey prompt, verify: a token; or `required: false` for a user without a passkey. */
    passkey: notProvided<PasskeyConfirmOutcome, { action: ConfirmAction }>('passkey'),
    /** POST user/confirm_password: the token the password gives. */
    confirmPassword: notProvided<string, { action: ConfirmAction; password: string }>('confirmPassword'),
  },
}).createMachine({
  id: 'moneyConfirm',
  context: ({ input }) => ({
    action: input.action,
    problem: null,
    password: '',
    passwordError: null,
    token: null,
    cancelled: false,
  }),
  initial: 'prompting',
  states: {
    prompting: {
      tags: ['busy'],
      invoke: {
        id: 'passkey',
        src: 'passkey',
        input: ({ context }) => ({ action: context.action }),
        onDone: [
          { guard: ({ event }) => !event.output.required, target: 'notRequired' },
          {
            target: 'confirmed',
            actions: assign(({ event }) => ({ token: event.output.required ? event.output.token : null })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ event }) => ({ problem: passkeyProblemOf(event.error) })),
        },
      },
    },
    failed: {
      on: {
        retry: { target: 'prompting', actions: assign({ problem: null }) },
        usePassword: { target: 'password' },
        cancel: { target: 'cancelled', actions: assign({ cancelled: true }) },
      },
    },
    password: {
      on: {
        change: {
          actions: assign(({ event }) => ({ password: event.value.slice(0, 40), passwordError: null })),
        },
        submitPassword: { guard: ({ context }) => context.password.length > 0, target: 'checkingPassword' },
        retry: { target: 'prompting', actions: assign({ problem: null, passwordError: null }) },
        cancel: { target: 'cancelled', actions: assign({ cancelled: true }) },
      },
    },
    checkingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'confirmPassword',
        src: 'confirmPassword',
        input: ({ context }) => ({ action: context.action, password: context.password }),
        onDone: { target: 'confirmed', actions: assign(({ event }) => ({ token: event.output })) },
        // The password stays typed; the server's reason (a wrong password, a wait) is shown at the field.
        onError: {
          target: 'password',
          actions: assign(({ event }) => ({ passwordError: failureMessage(event.error) })),
        },
      },
    },
    confirmed: { type: 'final' },
    notRequired: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }): MoneyConfirmOutput =>
    context.token !== null
      ? { kind: 'confirmed', token: context.token }
      : context.cancelled
        ? { kind: 'cancelled' }
        : { kind: 'notRequired' },
})
