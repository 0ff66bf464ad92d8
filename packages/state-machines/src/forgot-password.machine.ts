import { checkField, OTP_LENGTH } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { failureMessage } from './shared/api-failure.ts'
import type { NavigateEmitted, NoticeEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'

export type ForgotPasswordField = 'mobile' | 'otp' | 'password'

export interface ForgotPasswordContext {
  mobile: string
  otp: string
  password: string
  errors: Partial<Record<ForgotPasswordField, string>>
}

export type ForgotPasswordEvent =
  | { type: 'change'; field: ForgotPasswordField; value: string }
  | { type: 'sendOtp' }
  | { type: 'submit' }
  | { type: 'back' }

export type ForgotPasswordEmitted = NavigateEmitted | NoticeEmitted

/** Label of the main button per step; step 1's is fixed by §2. */
export const FORGOT_PASSWORD_BUTTON = { step0: 'Send OTP', step1: 'Reset Password' } as const

const RULES = {
  mobile: 'registration.mobile',
  otp: 'otp',
  password: 'registration.password',
} as const

function errorsOf(context: ForgotPasswordContext, fields: readonly ForgotPasswordField[]) {
  const errors: Partial<Record<ForgotPasswordField, string>> = {}
  for (const field of fields) {
    const message = checkField(RULES[field], context[field])
    if (message) errors[field] = message
  }
  return errors
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    emitted: {} as ForgotPasswordEmitted,
  },
  actors: {
    /** POST otp; resolves with the server info. */
    sendResetOtp: notProvided<string | undefined, { mobile: string }>('sendResetOtp'),
    /** POST reset_pass; resolves with the server info. */
    resetPassword: notProvided<string | undefined, { mobile: string; otp: string; password: string }>(
      'resetPassword',
    ),
  },
  guards: {
    mobileValid: ({ context }) => Object.keys(errorsOf(context, ['mobile'])).length === 0,
    resetValid: ({ context }) => Object.keys(errorsOf(context, ['otp', 'password'])).length === 0,
  },
  actions: {
    // Named so every onError shares it; `event` is the actor's error event there.
    toastFailure: emit(({ event }) => ({
      type: 'toast' as const,
      message: failureMessage((event as { error?: unknown }).error),
    })),
    change: assign(({ context, event }) => {
      if (event.type !== 'change') return {}
      const { [event.field]: _cleared, ...errors } = context.errors
      // §2: the OTP field takes at most 6 characters.
      const value = event.field === 'otp' ? event.value.slice(0, OTP_LENGTH) : event.value
      return { [event.field]: value, errors }
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: { mobile: '', otp: '', password: '', errors: {} },
  initial: 'step0',
  on: { change: { actions: 'change' } },
  states: {
    step0: {
      initial: 'editing',
      meta: { buttonLabel: FORGOT_PASSWORD_BUTTON.step0 },
      states: {
        editing: {
          on: {
            sendOtp: [
              { guard: 'mobileValid', target: 'sending' },
              { actions: assign(({ context }) => ({ errors: errorsOf(context, ['mobile']) })) },
            ],
          },
        },
        // 'busy': a request of the form is in flight; its fields are shown read-only (ui-kit Form busy).
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendResetOtp',
            src: 'sendResetOtp',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: {
              target: '#forgotPassword.step1',
              actions: emit(({ event }) => ({ type: 'toast', message: event.output ?? 'OTP sent' }) as const),
            },
            onError: { target: 'editing', actions: 'toastFailure' },
          },
        },
      },
    },
    step1: {
      initial: 'editing',
      meta: { buttonLabel: FORGOT_PASSWORD_BUTTON.step1 },
      states: {
        editing: {
          on: {
            back: { target: '#forgotPassword.step0' },
            submit: [
              { guard: 'resetValid', target: 'resetting' },
              { actions: assign(({ context }) => ({ errors: errorsOf(context, ['otp', 'password']) })) },
            ],
          },
        },
        resetting: {
          tags: ['busy'],
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({
              mobile: context.mobile,
              otp: context.otp,
              password: context.password,
            }),
            onDone: {
              target: '#forgotPassword.done',
              actions: [
                emit(({ event }) => ({ type: 'toast', message: event.output ?? 'Password reset' }) as const),
                emit({ type: 'navigate', to: '/login' } as const),
              ],
            },
            onError: { target: 'editing', actions: 'toastFailure' },
          },
        },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
