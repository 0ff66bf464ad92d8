import { checkField, maxLengthOf, type RuleId } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

export interface VerificationForm {
  pan: string
  fullName: string
  birthDate: string
  address: string
  pin: string
  city: string
}

export type VerificationField = keyof VerificationForm

/** §3 saved record; when present the page shows it as Verified. */
export interface VerificationRecord extends VerificationForm {
  id: number
}

export interface VerificationContext extends VerificationForm {
  record: VerificationRecord | null
  errors: Partial<Record<VerificationField, string>>
}

export type VerificationEvent =
  | { type: 'change'; field: VerificationField; value: string }
  | { type: 'submit' }
  /** The saved record was refused by the review: edit it (prefilled) and send it again. */
  | { type: 'edit' }
  /** The review may have decided: read the saved record again. */
  | { type: 'reload' }

export type VerificationEmitted = NoticeEmitted | SessionInvalidEmitted

const RULES = {
  pan: 'pan',
  fullName: 'verification.fullName',
  birthDate: 'verification.birthDate',
  address: 'verification.address',
  pin: 'verification.pin',
  city: 'verification.city',
} as const satisfies Record<VerificationField, RuleId>

const FIELDS = Object.keys(RULES) as VerificationField[]

function errorsOf(context: VerificationForm) {
  const errors: Partial<Record<VerificationField, string>> = {}
  for (const field of FIELDS) {
    const message = checkField(RULES[field], context[field])
    if (message) errors[field] = message
  }
  return errors
}

export const verificationMachine = setup({
  types: {
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
    emitted: {} as VerificationEmitted,
  },
  actors: {
    /** GET user/verification_info: the saved record or null. */
    loadVerification: notProvided<VerificationRecord | null>('loadVerification'),
    /** POST user/verification; resolves with the server info. */
    submitVerification: notProvided<string | undefined, VerificationForm>('submitVerification'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
  },
  actions: {
    toastFailure: emit(({ event }) => noticeFor(errorOf(event), 'toast')),
  },
}).createMachine({
  id: 'verification',
  context: { pan: '', fullName: '', birthDate: '', address: '', pin: '', city: '', record: null, errors: {} },
  initial: 'loading',
  states: {
    // 'busy': no edits are taken until the answer, so a form on screen shows its fields read-only.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadVerification',
        src: 'loadVerification',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'verified',
            actions: assign(({ event }) => ({ record: event.output })),
          },
          { target: 'editing' },
        ],
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
    // The saved record is shown (its review stage comes from kyc_status).
    verified: {
      on: {
        reload: { target: 'loading' },
        edit: {
          target: 'editing',
          actions: assign(({ context }) => {
            const record = context.record
            if (!record) return {}
            const { pan, fullName, birthDate, address, pin, city } = record
            return { pan, fullName, birthDate, address, pin, city, errors: {} }
          }),
        },
      },
    },
    editing: {
      on: {
        change: {
          actions: assign(({ context, event }) => {
            const { [event.field]: _cleared, ...errors } = context.errors
            const max = maxLengthOf(RULES[event.field])
            return { [event.field]: max === undefined ? event.value : event.value.slice(0, max), errors }
          }),
        },
        submit: [
          { guard: 'formValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: errorsOf(context) })) },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitVerification',
        src: 'submitVerification',
        input: ({ context }) => ({
          pan: context.pan,
          fullName: context.fullName,
          birthDate: context.birthDate,
          address: context.address,
          pin: context.pin,
          city: context.city,
        }),
        // Reloading shows the saved record as Verified.
        onDone: {
          target: 'loading',
          actions: emit(({ event }) => ({ type: 'toast', message: event.output || 'Success' }) as const),
        },
        onError: { target: 'editing', actions: 'toastFailure' },
      },
    },
  },
})
