import { checkField, maxLengthOf, type RuleId } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { BankAccountFields } from './bank-update.machine.ts'
import { moneyConfirmMachine } from './money-confirm.machine.ts'
import type { BackEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { passkeyConfirm } from './shared/passkey-confirm.ts'

export type BankBindField = keyof BankAccountFields

export interface BankBindContext extends BankAccountFields {
  /** §2: on first binding the holder is prefilled and cannot be edited. */
  holderLocked: boolean
  errors: Partial<Record<BankBindField, string>>
  /** The user has a passkey (issue 28): the passkey is asked before the account is bound. */
  confirmFirst: boolean
  /** The confirmation sent with bank/create. */
  confirmToken: string | null
}

export interface BankBindInput {
  /** The account holder name known for the user (prefilled and locked when given). */
  holder?: string
  /** The phone knows the user has a passkey: ask for it before sending (else only when the server asks). */
  confirmFirst?: boolean
}

/** What bank/create sends: the fields, and the confirmation of a user with a passkey. */
export interface BankBindRequest extends BankAccountFields {
  confirmToken?: string
}

export type BankBindEvent = { type: 'change'; field: BankBindField; value: string } | { type: 'submit' }

export type BankBindEmitted = NoticeEmitted | SessionInvalidEmitted | BackEmitted

const RULES = {
  account: 'bank.account',
  ifsc: 'bank.ifsc',
  bankName: 'bank.bankName',
} as const satisfies Partial<Record<BankBindField, RuleId>>

function errorsOf(context: BankBindContext) {
  const errors: Partial<Record<BankBindField, string>> = {}
  for (const field of Object.keys(RULES) as (keyof typeof RULES)[]) {
    const message = checkField(RULES[field], context[field])
    if (message) errors[field] = message
  }
  return errors
}

const confirm = passkeyConfirm<BankBindContext, BankBindEvent>()({ action: 'bank', send: 'binding' })

export const bankBindMachine = setup({
  types: {
    context: {} as BankBindContext,
    events: {} as BankBindEvent,
    input: {} as BankBindInput | undefined,
    emitted: {} as BankBindEmitted,
  },
  actors: {
    /** POST bank/create; resolves with the server info. */
    bindBank: notProvided<string | undefined, BankBindRequest>('bindBank'),
    /** The passkey (or the password) confirms binding (issue 28). */
    confirm: moneyConfirmMachine,
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
    confirmFirst: ({ context }) =>
      Object.keys(errorsOf(context)).length === 0 && context.confirmFirst && context.confirmToken === null,
  },
  actions: {
    change: assign(({ context, event }) => {
      if (event.type !== 'change') return {}
      if (event.field === 'holder' && context.holderLocked) return {}
      const { [event.field]: _cleared, ...errors } = context.errors
      const rule = event.field === 'holder' ? undefined : RULES[event.field]
      const max = rule ? maxLengthOf(rule) : undefined
      return { [event.field]: max === undefined ? event.value : event.value.slice(0, max), errors }
    }),
  },
}).createMachine({
  id: 'bankBind',
  context: ({ input }) => ({
    holder: input?.holder ?? '',
    holderLocked: Boolean(input?.holder),
    account: '',
    ifsc: '',
    bankName: '',
    errors: {},
    confirmFirst: input?.confirmFirst ?? false,
    confirmToken: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'change' },
        submit: [
          { guard: 'confirmFirst', target: 'confirming' },
          { guard: 'formValid', target: 'binding' },
          { actions: assign(({ context }) => ({ errors: errorsOf(context) })) },
        ],
      },
    },
    // The passkey prompt (or the password instead) is over the form, read-only meanwhile; Cancel keeps it all.
    confirming: confirm.confirming,
    // 'busy': no edits are taken until the answer, so the form shows its fields read-only (ui-kit Form busy).
    binding: {
      tags: ['busy'],
      invoke: {
        id: 'bindBank',
        src: 'bindBank',
        input: ({ context }) => ({
          holder: context.holder,
          account: context.account,
          ifsc: context.ifsc,
          bankName: context.bankName,
          ...(context.confirmToken ? { confirmToken: context.confirmToken } : {}),
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'toast', message: event.output ?? 'Success' }) as const),
            emit({ type: 'back' } as const),
          ],
        },
        // A passkey added on another phone: the server asks for a confirmation; nothing was bound.
        onError: [confirm.confirmRequired, confirm.sendFailed],
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
