import { checkField, maxLengthOf, type RuleId } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { BankAccountFields } from './bank-update.machine.ts'
import type { BackEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'
import { noticeFor } from './shared/notice.ts'

export type BankBindField = keyof BankAccountFields

export interface BankBindContext extends BankAccountFields {
  /** §2: on first binding the holder is prefilled and cannot be edited. */
  holderLocked: boolean
  errors: Partial<Record<BankBindField, string>>
}

export interface BankBindInput {
  /** The account holder name known for the user (prefilled and locked when given). */
  holder?: string
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

export const bankBindMachine = setup({
  types: {
    context: {} as BankBindContext,
    events: {} as BankBindEvent,
    input: {} as BankBindInput | undefined,
    emitted: {} as BankBindEmitted,
  },
  actors: {
    /** POST bank/create; resolves with the server info. */
    bindBank: notProvided<string | undefined, BankAccountFields>('bindBank'),
  },
  guards: {
    formValid: ({ context }) => Object.keys(errorsOf(context)).length === 0,
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
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        change: { actions: 'change' },
        submit: [
          { guard: 'formValid', target: 'binding' },
          { actions: assign(({ context }) => ({ errors: errorsOf(context) })) },
        ],
      },
    },
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
        }),
        onDone: {
          target: 'done',
          actions: [
            emit(({ event }) => ({ type: 'toast', message: event.output ?? 'Success' }) as const),
            emit({ type: 'back' } as const),
          ],
        },
        onError: { target: 'editing', actions: emit(({ event }) => noticeFor(event.error, 'toast')) },
      },
    },
    done: { type: 'final', tags: ['busy'] },
  },
})
