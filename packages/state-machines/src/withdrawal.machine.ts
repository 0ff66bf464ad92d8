import {
  checkField,
  checkSelection,
  maxLengthOf,
  NO_BANK_BOUND_MESSAGE,
  type Paise,
  toPaise,
  WITHDRAWAL_SOURCE,
  type WithdrawalSource,
  withdrawalQuote,
  ZERO_PAISE,
} from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { moneyConfirmMachine } from './money-confirm.machine.ts'
import { isApiFailure, isOutcomeUnknown, isSessionInvalid, serverInfo } from './shared/api-failure.ts'
import type { NavigateEmitted, NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { passkeyConfirm } from './shared/passkey-confirm.ts'

export interface WithdrawalBank {
  id: number
  bankName: string
  account: string
  holder: string
}

export type WithdrawalTab = keyof typeof WITHDRAWAL_SOURCE

export interface WithdrawalContext {
  tab: WithdrawalTab
  banks: WithdrawalBank[]
  bankId: number | null
  feePercent: number | string
  balance: Paise
  salary: Paise
  amountText: string
  errors: { amount?: string; bank?: string }
  idempotencyKey: string | null
  /**
   * The tab (source) of the withdrawal in flight. The tabs stay usable meanwhile, so the result must name
   * the purse the request was sent from, not the tab shown when the answer comes.
   */
  submittedTab: WithdrawalTab | null
  /** The last withdrawal the server accepted, shown until dismissed. */
  result: WithdrawalResult | null
  /** The user has a passkey (issue 28): the passkey is asked before a withdrawal is sent. */
  confirmFirst: boolean
  /**
   * The confirmation sent with payout/create. Kept with the Idempotency-Key while the outcome is unknown (the
   * retry is the same request), dropped after any definite answer.
   */
  confirmToken: string | null
}

/** What payout/create answered: its info and, when the server sends one, the receipt. */
export interface WithdrawalOutcome {
  readonly info?: string
  readonly orderNumber?: string
  readonly amount?: Paise
  readonly fee?: Paise
}

/**
 * A withdrawal the server accepted, for the result view: what is known of it. The amount is the receipt's,
 * else the one requested (the server took that request); the reference and the fee are null when the
 * server did not send them.
 */
export interface WithdrawalResult {
  readonly source: WithdrawalTab
  readonly info: string
  readonly orderNumber: string | null
  readonly amount: Paise
  readonly fee: Paise | null
}

export type WithdrawalEvent =
  | { type: 'tab'; tab: WithdrawalTab }
  | { type: 'change'; value: string }
  | { type: 'selectBank'; id: number }
  | { type: 'submit' }
  | { type: 'retry' }
  | { type: 'dismissResult' }

export type WithdrawalEmitted = NavigateEmitted | NoticeEmitted | SessionInvalidEmitted

export interface WithdrawalRequest {
  amount: Paise
  bankId: number
  /** §7 payout/create tp: 0 balance, 1 salary. */
  source: WithdrawalSource
  idempotencyKey: string
  confirmToken?: string
}

export const WITHDRAWAL_REQUEST_FAILED = 'Request failed. Please try again.'

/** The amount error when amount plus fee is more than the tab's balance (the server's own refusal text). */
export const WITHDRAWAL_OVER_BALANCE = 'Insufficient balance'

/** Amount, fee and total for the form (§9: total is the amount plus the payout_fee percent). */
export function withdrawalTotals(
  context: WithdrawalContext,
): { amount: Paise; fee: Paise; total: Paise } | null {
  if (checkField('withdrawal.amount', context.amountText) !== null) return null
  const amount = toPaise(context.amountText)
  try {
    return { amount, ...withdrawalQuote({ amount, feePercent: context.feePercent }) }
  } catch {
    // A payout_fee config that is not a percent cannot be quoted; the form shows no total.
    return null
  }
}

/** What the current tab can withdraw from: the balance or the salary balance. */
export function availableBalance(context: WithdrawalContext): Paise {
  return context.tab === 'salary' ? context.salary : context.balance
}

/**
 * Whether a valid amount plus its fee is more than the tab's balance: payout/create takes amount + fee
 * from that purse and refuses otherwise. When the fee cannot be quoted, the amount alone is compared.
 */
export function exceedsAvailable(context: WithdrawalContext): boolean {
  if (checkField('withdrawal.amount', context.amountText) !== null) return false
  const debit = withdrawalTotals(context)?.total ?? toPaise(context.amountText)
  return debit > availableBalance(context)
}

function formErrors(context: WithdrawalContext) {
  const errors: WithdrawalContext['errors'] = {}
  const amount =
    checkField('withdrawal.amount', context.amountText) ??
    (exceedsAvailable(context) ? WITHDRAWAL_OVER_BALANCE : null)
  const bank = checkSelection('withdrawal.bank', context.bankId)
  if (amount) errors.amount = amount
  if (bank) errors.bank = bank
  return errors
}

const failureNotice = (error: unknown): WithdrawalEmitted => {
  if (isSessionInvalid(error)) return { type: 'sessionInvalid' }
  // §8: a server answer shows its info; a failed request the fixed toast.
  const rejected = isApiFailure(error) && error._tag === 'ServerRejected'
  return { type: 'toast', message: (rejected && serverInfo(error)) || WITHDRAWAL_REQUEST_FAILED }
}

const confirm = passkeyConfirm<WithdrawalContext, WithdrawalEvent>()({
  action: 'payout',
  send: 'submitting',
  backToForm: ['clearSubmittedTab'],
  failed: 'notifyFailure',
  confirmRequired: ['renewIdempotencyKey'],
})

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { tab?: WithdrawalTab; confirmFirst?: boolean } | undefined,
    emitted: {} as WithdrawalEmitted,
  },
  actors: {
    /** GET bank/list. */
    loadBanks: notProvided<WithdrawalBank[]>('loadBanks'),
    /** GET sys/config key payout_fee: the fee percent. */
    loadFeePercent: notProvided<number | string>('loadFeePercent'),
    /** GET user/info: balance and salary balance. */
    loadBalances: notProvided<{ balance: Paise; salary: Paise }>('loadBalances'),
    /** POST payout/create; resolves with the server info and the receipt, when sent. */
    createWithdrawal: notProvided<WithdrawalOutcome, WithdrawalRequest>('createWithdrawal'),
    /** The passkey (or the password) confirms the withdrawal (issue 28). */
    confirm: moneyConfirmMachine,
  },
  guards: {
    formValid: ({ context }) => Object.keys(formErrors(context)).length === 0,
    confirmFirst: ({ context }) =>
      Object.keys(formErrors(context)).length === 0 && context.confirmFirst && context.confirmToken === null,
  },
  actions: {
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
    setTab: assign(({ event }) => (event.type === 'tab' ? { tab: event.tab, idempotencyKey: null } : {})),
    setAmount: assign(({ context, event }) =>
      event.type === 'change'
        ? {
            amountText: event.value.slice(0, maxLengthOf('withdrawal.amount')),
            errors: { ...context.errors, amount: undefined },
            idempotencyKey: null,
          }
        : {},
    ),
    selectBank: assign(({ context, event }) =>
      event.type === 'selectBank'
        ? { bankId: event.id, errors: { ...context.errors, bank: undefined }, idempotencyKey: null }
        : {},
    ),
    clearSubmittedTab: assign({ submittedTab: null }),
    // The refusal is what the old key replays, so the confirmed request goes under a new one.
    renewIdempotencyKey: assign({ idempotencyKey: () => randomIdempotencyKey() }),
    notifyFailure: emit(({ event }) => failureNotice((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    tab: input?.tab ?? 'balance',
    banks: [],
    bankId: null,
    feePercent: 0,
    balance: ZERO_PAISE,
    salary: ZERO_PAISE,
    amountText: '',
    errors: {},
    idempotencyKey: null,
    submittedTab: null,
    result: null,
    confirmFirst: input?.confirmFirst ?? false,
    confirmToken: null,
  }),
  // The Balance / Salary tabs are on screen in every state (loading, error, the form, the refresh after a
  // withdrawal): a tap on them is always taken. Clearing the key also covers a switch while a withdrawal is
  // in flight: a retry after an unknown outcome is then another request (another source), with a new key.
  // The result of a withdrawal stays over the form (also while the balances refresh) until dismissed.
  on: {
    tab: { actions: 'setTab' },
    dismissResult: { actions: assign({ result: null }) },
  },
  initial: 'loadingBanks',
  states: {
    // 'busy': no edits are taken here, so a form on screen shows its fields read-only (ui-kit Form busy).
    loadingBanks: {
      tags: ['busy'],
      invoke: {
        id: 'loadBanks',
        src: 'loadBanks',
        onDone: [
          {
            guard: ({ event }) => event.output.length === 0,
            target: 'noBank',
            actions: [
              emit({ type: 'alert', message: NO_BANK_BOUND_MESSAGE } as const),
              emit({ type: 'navigate', to: '/bind_card' } as const),
            ],
          },
          { target: 'loadingFee', actions: assign(({ event }) => ({ banks: event.output })) },
        ],
        onError: { target: 'failed', actions: 'notifyFailure' },
      },
    },
    loadingFee: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeePercent',
        src: 'loadFeePercent',
        onDone: { target: 'loadingBalances', actions: assign(({ event }) => ({ feePercent: event.output })) },
        onError: { target: 'failed', actions: 'notifyFailure' },
      },
    },
    // Also the refresh after a withdrawal, when the form stays on screen (its submit is busy): typing and a
    // bank pick then are taken, never dropped.
    loadingBalances: {
      on: {
        change: { actions: 'setAmount' },
        selectBank: { actions: 'selectBank' },
      },
      invoke: {
        id: 'loadBalances',
        src: 'loadBalances',
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: { target: 'failed', actions: 'notifyFailure' },
      },
    },
    failed: { on: { retry: { target: 'loadingBanks' } } },
    noBank: { type: 'final' },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            change: { actions: 'setAmount' },
            selectBank: { actions: 'selectBank' },
            submit: [
              {
                guard: 'confirmFirst',
                target: 'confirming',
                actions: ['ensureIdempotencyKey', assign(({ context }) => ({ submittedTab: context.tab }))],
              },
              {
                guard: 'formValid',
                target: 'submitting',
                actions: ['ensureIdempotencyKey', assign(({ context }) => ({ submittedTab: context.tab }))],
              },
              { actions: assign(({ context }) => ({ errors: formErrors(context) })) },
            ],
          },
        },
        // The passkey prompt (or the password instead) is over the form, read-only; Cancel keeps it all.
        confirming: confirm.confirming,
        // No `submit` here: a second tap while in flight is ignored; no edit either, the form is read-only.
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'createWithdrawal',
            src: 'createWithdrawal',
            input: ({ context }) => ({
              amount: toPaise(context.amountText),
              bankId: context.bankId as number,
              source: WITHDRAWAL_SOURCE[context.tab],
              idempotencyKey: context.idempotencyKey as string,
              ...(context.confirmToken ? { confirmToken: context.confirmToken } : {}),
            }),
            onDone: {
              target: '#withdrawal.loadingBalances',
              actions: assign(({ context, event }) => ({
                amountText: '',
                idempotencyKey: null,
                confirmToken: null,
                submittedTab: null,
                result: {
                  source: context.submittedTab ?? context.tab,
                  info: event.output.info || 'Success',
                  orderNumber: event.output.orderNumber || null,
                  amount: event.output.amount ?? toPaise(context.amountText),
                  fee: event.output.fee ?? null,
                },
              })),
            },
            onError: [
              // A passkey added on another phone: the server asks for a confirmation and nothing moved. The
              // refusal is what the old key replays, so the confirmed request goes under a new one.
              confirm.confirmRequired,
              {
                target: 'editing',
                actions: [
                  'notifyFailure',
                  assign(({ context, event }) => ({
                    idempotencyKey: isOutcomeUnknown(event.error) ? context.idempotencyKey : null,
                    confirmToken: isOutcomeUnknown(event.error) ? context.confirmToken : null,
                    submittedTab: null,
                  })),
                ],
              },
            ],
          },
        },
      },
    },
  },
})
