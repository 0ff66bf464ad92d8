import { checkField, maxLengthOf, type RuleId, TIMINGS } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { moneyConfirmMachine } from './money-confirm.machine.ts'
import type { BackEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'
import { passkeyConfirm } from './shared/passkey-confirm.ts'

export type BankUpdateField = 'holder' | 'account' | 'ifsc' | 'bankName' | 'otp'

export interface BankAccountFields {
  holder: string
  account: string
  ifsc: string
  bankName: string
}

export interface BankUpdateContext extends BankAccountFields {
  bankId: number
  otp: string
  errors: Partial<Record<BankUpdateField, string>>
  /** The user has a passkey (issue 28): the passkey is asked before the change is sent. */
  confirmFirst: boolean
  /** The confirmation sent with bank/update. */
  confirmToken: string | null
}

export interface BankUpdateInput {
  /** The bound account being replaced; its values prefill the form. */
  bank: { id: number } & Partial<BankAccountFields>
  /** The phone knows the user has a passkey: ask for it before sending (else only when the server asks). */
  confirmFirst?: boolean
}

export type BankUpdateEvent =
  | { type: 'change'; field: BankUpdateField; value: string }
  | { type: 'sendOtp' }
  | { type: 'submit' }

export type BankUpdateEmitted = NoticeEmitted | SessionInvalidEmitted | BackEmitted

export interface BankUpdateRequest extends BankAccountFields {
  id: number
  otp: string
  confirmToken?: string
}

const RULES = {
  holder: 'bankUpdate.holder',
  account: 'bankUpdate.account',
  ifsc: 'bankUpdate.ifsc',
  bankName: 'bankUpdate.bankName',
  otp: 'bankUpdate.otp',
} as const satisfies Record<BankUpdateField, RuleId>

const FIELDS = Object.keys(RULES) as BankUpdateField[]

function errorsOf(context: BankUpdateContext) {
  const errors: Partial<Record<BankUpdateField, string>> = {}
  for (const field of FIELDS) {
    const message = checkField(RULES[field], context[field])
    if (message) errors[field] = message
  }
  return errors
}

const confirm = passkeyConfirm<BankUpdateContext, BankUpdateEvent>()({ action: 'bank', send: 'updating' })

export const bankUpdateMachine = setup({
  types: {
    context: {} as BankUpdateContext,
    events: {} as BankUpdateEvent,
    input: {} as BankUpdateInput,
    emitted: {} as BankUpdateEmitted,
  },
  actors: {
    /** POST bank/otp; resolves (status 1) with the server info, rejects otherwise. */
    sendBankOtp: notProvided<string | undefined>('sendBankOtp'),
    /** POST bank/update; resolves with the server info. */
    updateBank: notProvided<string | undefined, BankUpdateRequest>('updateBank'),
    /** The passkey (or the password) confirms the change (issue 28). */
    confirm: moneyConfirmMachine,
  },
  delays: {
    // §4: the screen returns to the previous one 1.5 s after a successful update.
    returnDelay: TIMINGS.bankUpdateReturnMs,
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    confirmFirst: ({ context }) =>
      Object.keys(errorsOf(context)).length === 0 && context.confirmFirst && context.confirmToken === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'change') return {}
      const { [event.field]: _cleared, ...errors } = context.errors
      const max = maxLengthOf(RULES[event.field])
      return { [event.field]: max === undefined ? event.value : event.value.slice(0, max), errors }
    }),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    toastInfo: emit(({ event }) => ({
      type: 'toast' as const,
      message: (event as { output?: string }).output ?? 'Success',
    })),
    // §8: OTP or bank update failures show the server info as a toast.
    toastFailure: emit(({ event }) => noticeFor(errorOf(event), 'toast')),
  },
}).createMachine({
  id: 'bankUpdate',
  context: ({ input }) => ({
    bankId: input.bank.id,
    holder: input.bank.holder ?? '',
    account: input.bank.account ?? '',
    ifsc: input.bank.ifsc ?? '',
    bankName: input.bank.bankName ?? '',
    otp: '',
    errors: {},
    confirmFirst: input.confirmFirst ?? false,
    confirmToken: null,
  }),
  initial: 'step0',
  on: { change: { actions: 'change' } },
  states: {
    step0: {
      initial: 'idle',
      states: {
        idle: { on: { sendOtp: { target: 'sendingOtp' } } },
        // 'busy': a request of the form is in flight; its fields are shown read-only (ui-kit Form busy).
        sendingOtp: {
          tags: ['busy'],
          invoke: {
            id: 'sendBankOtp',
            src: 'sendBankOtp',
            // Only a status-1 answer resolves, so only it moves to step 1.
            onDone: { target: '#bankUpdate.step1', actions: 'toastInfo' },
            onError: { target: 'idle', actions: 'toastFailure' },
          },
        },
      },
    },
    step1: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            submit: [
              { guard: 'confirmFirst', target: 'confirming' },
              { guard: 'formValid', target: 'updating' },
              { actions: 'showErrors' },
            ],
          },
        },
        // The passkey prompt (or the password instead) is over the form, read-only; Cancel keeps it all.
        confirming: confirm.confirming,
        updating: {
          tags: ['busy'],
          invoke: {
            id: 'updateBank',
            src: 'updateBank',
            input: ({ context }) => ({
              id: context.bankId,
              holder: context.holder,
              account: context.account,
              ifsc: context.ifsc,
              bankName: context.bankName,
              otp: context.otp,
              ...(context.confirmToken ? { confirmToken: context.confirmToken } : {}),
            }),
            onDone: { target: '#bankUpdate.returning', actions: 'toastInfo' },
            // A passkey added on another phone: the server asks for a confirmation; nothing changed.
            onError: [confirm.confirmRequired, confirm.sendFailed],
          },
        },
      },
    },
    // Updated: the form stays on screen, read-only, until the screen goes back.
    returning: {
      tags: ['busy'],
      after: { returnDelay: { target: 'done', actions: emit({ type: 'back' } as const) } },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
