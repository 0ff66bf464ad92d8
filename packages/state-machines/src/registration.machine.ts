import { checkField } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { failureMessage, serverInfo } from './shared/api-failure.ts'
import type { NavigateEmitted, NoticeEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'

/** Seconds before 'Resend' is offered again; the spec leaves the cool-down open. */
export const RESEND_COOLDOWN_SECONDS = 60

export type RegistrationField = 'name' | 'email' | 'password' | 'mobile' | 'inviteCode' | 'otp'

export interface RegistrationForm {
  name: string
  email: string
  password: string
  mobile: string
  inviteCode: string
  otp: string
}

export interface RegistrationContext extends RegistrationForm {
  errors: Partial<Record<RegistrationField, string>>
  /** Seconds left before Resend is enabled (0 when enabled). */
  resendIn: number
  cooldownSeconds: number
}

export interface RegistrationInput {
  /** Prefill from the invitation link. */
  inviteCode?: string
  cooldownSeconds?: number
}

export type RegistrationEvent =
  | { type: 'change'; field: RegistrationField; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'resend' }
  | { type: 'submit' }

export type RegistrationEmitted = NavigateEmitted | NoticeEmitted

export interface RegistrationOutput {
  to: '/login' | '/home'
}

const RULES = {
  name: 'registration.name',
  email: 'registration.email',
  password: 'registration.password',
  mobile: 'registration.mobile',
  inviteCode: 'registration.inviteCode',
  otp: 'otp',
} as const satisfies Record<RegistrationField, string>

const STEP_FIELDS = {
  0: ['name', 'email', 'password'],
  1: ['mobile', 'inviteCode'],
  2: ['otp'],
} as const satisfies Record<number, readonly RegistrationField[]>

function errorsOf(context: RegistrationForm, fields: readonly RegistrationField[]) {
  const errors: Partial<Record<RegistrationField, string>> = {}
  for (const field of fields) {
    const message = checkField(RULES[field], context[field])
    if (message) errors[field] = message
  }
  return errors
}

const hasErrors = (errors: object) => Object.keys(errors).length > 0

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    emitted: {} as RegistrationEmitted,
    output: {} as RegistrationOutput,
  },
  actors: {
    /** The stored session token, or null when signed out. */
    readToken: notProvided<string | null>('readToken'),
    /** GET check_email; rejects with ServerRejected when the address is taken. */
    checkEmail: notProvided<unknown, { email: string }>('checkEmail'),
    /** GET check_mob; rejects with ServerRejected when the number is taken. */
    checkMobile: notProvided<unknown, { mobile: string }>('checkMobile'),
    /** POST sms_otp. */
    sendOtp: notProvided<unknown, { mobile: string }>('sendOtp'),
    /** POST user/register. */
    register: notProvided<unknown, RegistrationForm>('register'),
  },
  delays: {
    resendTick: 1000,
  },
  guards: {
    step0Valid: ({ context }) => !hasErrors(errorsOf(context, STEP_FIELDS[0])),
    step1Valid: ({ context }) => !hasErrors(errorsOf(context, STEP_FIELDS[1])),
    otpValid: ({ context }) => !hasErrors(errorsOf(context, STEP_FIELDS[2])),
    cooldownRunning: ({ context }) => context.resendIn > 1,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'change') return {}
      const { [event.field]: _cleared, ...errors } = context.errors
      return { [event.field]: event.value, errors }
    }),
    showStep0Errors: assign(({ context }) => ({ errors: errorsOf(context, STEP_FIELDS[0]) })),
    showStep1Errors: assign(({ context }) => ({ errors: errorsOf(context, STEP_FIELDS[1]) })),
    showOtpErrors: assign(({ context }) => ({ errors: errorsOf(context, STEP_FIELDS[2]) })),
    startCooldown: assign(({ context }) => ({ resendIn: context.cooldownSeconds })),
    tickCooldown: assign(({ context }) => ({ resendIn: context.resendIn - 1 })),
    endCooldown: assign({ resendIn: 0 }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    name: '',
    email: '',
    password: '',
    mobile: '',
    inviteCode: input?.inviteCode ?? '',
    otp: '',
    errors: {},
    resendIn: 0,
    cooldownSeconds: input?.cooldownSeconds ?? RESEND_COOLDOWN_SECONDS,
  }),
  initial: 'checkingToken',
  states: {
    // 'busy': a request of the form is in flight; its fields are shown read-only (ui-kit Form busy). The checks
    // below still take an edit (it cancels them), but the screen offers none while they run.
    checkingToken: {
      tags: ['busy'],
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          {
            guard: ({ event }) => typeof event.output === 'string' && event.output.length > 0,
            target: 'redirected',
            actions: emit({ type: 'navigate', to: '/home' } as const),
          },
          { target: 'step0' },
        ],
        // Unreadable storage means no session: show the form.
        onError: { target: 'step0' },
      },
    },
    step0: {
      initial: 'editing',
      on: { change: { actions: 'change' } },
      states: {
        editing: {
          on: {
            next: [{ guard: 'step0Valid', target: 'checkingEmail' }, { actions: 'showStep0Errors' }],
          },
        },
        checkingEmail: {
          tags: ['busy'],
          // Editing during the check cancels it, so an answer about the old address cannot land.
          on: { change: { target: 'editing', actions: 'change' } },
          invoke: {
            id: 'checkEmail',
            src: 'checkEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#registration.step1' },
            onError: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => ({
                  errors: { ...context.errors, email: serverInfo(event.error) ?? 'invalid email' },
                })),
              ],
            },
          },
        },
      },
    },
    step1: {
      initial: 'editing',
      on: { change: { actions: 'change' } },
      states: {
        editing: {
          on: {
            back: { target: '#registration.step0' },
            next: [{ guard: 'step1Valid', target: 'checkingMobile' }, { actions: 'showStep1Errors' }],
          },
        },
        checkingMobile: {
          tags: ['busy'],
          on: { change: { target: 'editing', actions: 'change' } },
          invoke: {
            id: 'checkMobile',
            src: 'checkMobile',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: { target: 'sendingOtp' },
            onError: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                errors: { ...context.errors, mobile: serverInfo(event.error) ?? 'invalid mobile' },
              })),
            },
          },
        },
        sendingOtp: {
          tags: ['busy'],
          on: { change: { target: 'editing', actions: 'change' } },
          invoke: {
            id: 'sendOtp',
            src: 'sendOtp',
            input: ({ context }) => ({ mobile: context.mobile }),
            onDone: { target: '#registration.step2', actions: 'startCooldown' },
            onError: {
              target: 'editing',
              actions: emit(
                ({ event }) => ({ type: 'toast', message: failureMessage(event.error) }) as const,
              ),
            },
          },
        },
      },
    },
    step2: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                change: { actions: 'change' },
                back: { target: '#registration.step1' },
                submit: [{ guard: 'otpValid', target: 'submitting' }, { actions: 'showOtpErrors' }],
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => ({
                  name: context.name,
                  email: context.email,
                  password: context.password,
                  mobile: context.mobile,
                  inviteCode: context.inviteCode,
                  otp: context.otp,
                }),
                onDone: {
                  target: '#registration.registered',
                  actions: emit({ type: 'navigate', to: '/login' } as const),
                },
                // §8: registration failure shows the server info in a popup; the typed code survives.
                onError: {
                  target: 'editing',
                  actions: emit(
                    ({ event }) => ({ type: 'popup', message: failureMessage(event.error) }) as const,
                  ),
                },
              },
            },
          },
        },
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              after: {
                resendTick: [
                  { guard: 'cooldownRunning', target: 'coolingDown', reenter: true, actions: 'tickCooldown' },
                  { target: 'ready', actions: 'endCooldown' },
                ],
              },
            },
            ready: {
              on: { resend: { target: 'sending' } },
            },
            sending: {
              invoke: {
                id: 'resendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: { target: 'coolingDown', actions: 'startCooldown' },
                onError: {
                  target: 'ready',
                  actions: emit(
                    ({ event }) => ({ type: 'toast', message: failureMessage(event.error) }) as const,
                  ),
                },
              },
            },
          },
        },
      },
    },
    registered: { type: 'final', tags: ['busy'], output: { to: '/login' } },
    redirected: { type: 'final', tags: ['busy'], output: { to: '/home' } },
  },
  // The reached final state names the destination.
  output: ({ event }) => event.output as RegistrationOutput,
})
