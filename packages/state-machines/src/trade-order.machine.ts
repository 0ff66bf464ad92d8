import {
  maxLengthOf,
  type Paise,
  paiseToRupees,
  TRADE_DURATION_MS,
  tradeAmount,
  ZERO_PAISE,
} from '@mandi/domain'
import { assign, emit, raise, setup } from 'xstate'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { keyAfterFailure } from './shared/form-failure.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'
import { changedRate, type FigureChange } from './shared/price-guard.ts'

export type TradeDirectionName = 'call' | 'put'

/** What trade/create answered about the order (its `data` is an extension: every field may be missing). */
export interface TradePlacedAnswer {
  readonly info: string
  readonly id?: number
  readonly openPrice?: number
  readonly rate?: number
  readonly createdAt?: string
  readonly settlesAt?: string
}

/** The order just placed, as the result shows it. */
export interface PlacedTrade extends TradePlacedAnswer {
  /** Counts the orders placed by this form, so a view can tell one result from the next. */
  readonly serial: number
  readonly direction: TradeDirectionName
  readonly amount: Paise
  /** The rate the returns are shown with: the order's own when the server said it, else trade/rate's. */
  readonly ratePercent: number | string
  /** When the trade settles, in this device's clock (Date.now() at the answer + one minute). */
  readonly deadline: number
}

/** A settled order as trade/list shows it (status 1 right, 2 wrong). */
export interface SettledTrade {
  readonly status: number
  readonly profitAmount: Paise
  readonly closePrice: number | null
}

export interface TradeOrderContext {
  code: string
  balance: Paise
  ratePercent: number | string
  amountText: string
  direction: TradeDirectionName
  error: string | null
  idempotencyKey: string | null
  placed: PlacedTrade | null
  settled: SettledTrade | null
  /** Settlement checks made for the current result. */
  checks: number
  /**
   * The server refused the rate shown (the price guard): the confirmation shows the new rate and returns, says
   * so and asks again. Cleared by the next Place and by Cancel.
   */
  rateChange: FigureChange<number | string> | null
}

export type TradeOrderEvent =
  | { type: 'change'; value: string }
  /** A quick amount chip. */
  | { type: 'pick'; amount: Paise }
  /** CALL or PUT: opens the confirmation. */
  | { type: 'submit'; direction: TradeDirectionName }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'placed' }

export type TradeOrderEmitted = NoticeEmitted | SessionInvalidEmitted

export interface TradeRequest {
  code: string
  /** §3: path 0 call, 1 put. */
  path: 0 | 1
  amount: Paise
  /** The rate percent on the confirmation (the price guard); absent when trade/rate gave none to show. */
  rate?: number
  idempotencyKey: string
}

/** The rate shown, as the number the server compares; null when there is none (trade/rate failed). */
function shownRate(ratePercent: number | string): number | null {
  const rate = typeof ratePercent === 'number' ? ratePercent : Number(ratePercent)
  return ratePercent !== '' && Number.isFinite(rate) ? rate : null
}

/** How many times the result asks trade/list whether the order has settled before pointing to My orders. */
export const SETTLE_CHECKS = 10

/**
 * What the form takes while it is shown and not busy: in `editing`, and while the balance refreshes after an
 * order (the form stays on screen then, so typing and a tap are taken, never dropped).
 */
const FORM_INPUT = {
  change: { actions: 'setAmount' },
  pick: { actions: 'setAmount' },
  submit: [
    { guard: 'amountValid', target: 'confirming', actions: 'ensureIdempotencyKey' },
    { actions: 'showAmountError' },
  ],
} as const

export const tradeOrderMachine = setup({
  types: {
    context: {} as TradeOrderContext,
    events: {} as TradeOrderEvent,
    input: {} as { code: string },
    emitted: {} as TradeOrderEmitted,
  },
  actors: {
    /** GET user/info: the balance. */
    loadBalance: notProvided<Paise>('loadBalance'),
    /** GET trade/rate: the rate percent. */
    loadRate: notProvided<number | string>('loadRate'),
    /** POST trade/create; resolves with the server info and what it said about the order. */
    createTrade: notProvided<TradePlacedAnswer, TradeRequest>('createTrade'),
    /** GET trade/list (history): the order once settled, null while it is still open. */
    findSettled: notProvided<SettledTrade | null, { id: number }>('findSettled'),
  },
  delays: {
    /** Until the order's minute is over, plus a second for the server to pass it too. */
    untilSettled: ({ context }) => Math.max(0, (context.placed?.deadline ?? 0) - Date.now()) + 1000,
    retryDelay: 2000,
  },
  guards: {
    amountValid: ({ context }) => tradeAmount(context.amountText) !== null,
    followable: ({ context }) => context.placed?.id !== undefined,
    isSettled: ({ event }) => (event as { output?: SettledTrade | null }).output != null,
    checksLeft: ({ context }) => context.checks < SETTLE_CHECKS,
    rateChanged: ({ event }) => changedRate(errorOf(event)) !== null,
  },
  actions: {
    ensureIdempotencyKey: assign(({ context, event }) => {
      const direction = event.type === 'submit' ? event.direction : context.direction
      // Another direction is another order, so it gets its own key.
      const key = direction === context.direction ? context.idempotencyKey : null
      return { direction, idempotencyKey: key ?? randomIdempotencyKey() }
    }),
    setAmount: assign(({ event }) =>
      event.type === 'change'
        ? { amountText: event.value.slice(0, maxLengthOf('trade.amount')), error: null, idempotencyKey: null }
        : event.type === 'pick'
          ? { amountText: String(paiseToRupees(event.amount)), error: null, idempotencyKey: null }
          : {},
    ),
    // The §5 message; the field says the minimum beside it.
    showAmountError: assign({ error: 'Invalid Amount' }),
    // §8: trade create shows the server info in an alert.
    alertFailure: emit(({ event }) => noticeFor(errorOf(event), 'alert')),
    forgetKeyAfterFailure: assign(({ context, event }) => ({
      idempotencyKey: keyAfterFailure(context.idempotencyKey, errorOf(event)),
    })),
    /**
     * The price guard refused the rate: nothing was placed. The confirmation stays open with the new rate (and
     * so the new returns) and says so; the key is dropped, as the next Place is a new request.
     */
    applyNewRate: assign(({ context, event }) => {
      const rate = changedRate(errorOf(event)) ?? context.ratePercent
      return { ratePercent: rate, rateChange: { from: context.ratePercent, to: rate }, idempotencyKey: null }
    }),
    clearRateChange: assign({ rateChange: null }),
  },
}).createMachine({
  id: 'tradeOrder',
  context: ({ input }) => ({
    code: input.code,
    balance: ZERO_PAISE,
    ratePercent: 0,
    // No prefill: the user types or picks the amount (spec §9's balance × rate % would be a made-up figure).
    amountText: '',
    direction: 'call',
    error: null,
    idempotencyKey: null,
    placed: null,
    settled: null,
    checks: 0,
    rateChange: null,
  }),
  type: 'parallel',
  states: {
    form: {
      initial: 'loadingBalance',
      states: {
        loadingBalance: {
          invoke: {
            id: 'loadBalance',
            src: 'loadBalance',
            onDone: { target: 'loadingRate', actions: assign(({ event }) => ({ balance: event.output })) },
            onError: { target: 'loadingRate' },
          },
        },
        loadingRate: {
          invoke: {
            id: 'loadRate',
            src: 'loadRate',
            onDone: { target: 'editing', actions: assign(({ event }) => ({ ratePercent: event.output })) },
            onError: { target: 'editing' },
          },
        },
        editing: {
          on: FORM_INPUT,
        },
        // The confirmation: direction, amount, rate, returns, 1 minute. After a failure it stays open, so
        // the same order can be sent again (same Idempotency-Key when the outcome was unknown).
        confirming: {
          on: {
            // A key kept from an unknown outcome is reused; after a definite answer (a refusal, a changed rate)
            // Place is a new request with a new key.
            confirm: { target: 'submitting', actions: ['ensureIdempotencyKey', 'clearRateChange'] },
            cancel: { target: 'editing', actions: 'clearRateChange' },
          },
        },
        // No `confirm` here: a second tap while in flight is ignored.
        submitting: {
          invoke: {
            id: 'createTrade',
            src: 'createTrade',
            input: ({ context }) => {
              const rate = shownRate(context.ratePercent)
              return {
                code: context.code,
                path: context.direction === 'call' ? 0 : 1,
                amount: tradeAmount(context.amountText) as Paise,
                ...(rate === null ? {} : { rate }),
                idempotencyKey: context.idempotencyKey as string,
              }
            },
            onDone: {
              target: 'refreshingBalance',
              actions: [
                assign(({ context, event }) => ({
                  idempotencyKey: null,
                  placed: {
                    ...event.output,
                    serial: (context.placed?.serial ?? 0) + 1,
                    direction: context.direction,
                    amount: tradeAmount(context.amountText) as Paise,
                    ratePercent: event.output.rate ?? context.ratePercent,
                    deadline: Date.now() + TRADE_DURATION_MS,
                  },
                })),
                raise({ type: 'placed' }),
              ],
            },
            onError: [
              { guard: 'rateChanged', target: 'confirming', actions: 'applyNewRate' },
              { target: 'confirming', actions: ['alertFailure', 'forgetKeyAfterFailure'] },
            ],
          },
        },
        // §8: on status 1 the balance is refreshed. The form stays on screen (ready, not busy) meanwhile, so
        // what the user types or taps then is taken, never dropped.
        refreshingBalance: {
          on: FORM_INPUT,
          invoke: {
            id: 'refreshBalance',
            src: 'loadBalance',
            onDone: { target: 'editing', actions: assign(({ event }) => ({ balance: event.output })) },
            onError: { target: 'editing' },
          },
        },
      },
    },
    // The last order placed: open until its minute is over, then asked for in trade/list until settled.
    result: {
      initial: 'none',
      on: {
        // Not `reenter`: that would exit the parallel root and restart the form too. Targeting the child
        // still exits and re-enters `open`, so a second order restarts the countdown.
        placed: { target: '.open', actions: assign({ settled: null, checks: 0 }) },
      },
      states: {
        none: {},
        open: {
          always: { guard: ({ context }) => context.placed?.id === undefined, target: 'unfollowed' },
          after: { untilSettled: 'checking' },
        },
        checking: {
          entry: assign(({ context }) => ({ checks: context.checks + 1 })),
          invoke: {
            id: 'findSettled',
            src: 'findSettled',
            input: ({ context }) => ({ id: context.placed?.id as number }),
            onDone: [
              {
                guard: 'isSettled',
                target: 'settled',
                actions: assign(({ event }) => ({ settled: event.output })),
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          after: {
            retryDelay: [{ guard: 'checksLeft', target: 'checking' }, { target: 'unconfirmed' }],
          },
        },
        settled: {},
        // Still not settled after SETTLE_CHECKS checks: the result points to My orders.
        unconfirmed: {},
        // The answer carried no order id: the result shows what is known and points to My orders.
        unfollowed: {},
      },
    },
  },
})
