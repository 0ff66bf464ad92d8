import {
  checkField,
  maxLengthOf,
  type Paise,
  paiseToRupees,
  toPaise,
  tradePrefill,
  ZERO_PAISE,
} from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { keyAfterFailure } from './shared/form-failure.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'

export type TradeDirectionName = 'call' | 'put'

export interface TradeOrderContext {
  code: string
  balance: Paise
  ratePercent: number | string
  amountText: string
  direction: TradeDirectionName
  error: string | null
  idempotencyKey: string | null
}

export type TradeOrderEvent =
  | { type: 'change'; value: string }
  | { type: 'submit'; direction: TradeDirectionName }

export type TradeOrderEmitted = NoticeEmitted | SessionInvalidEmitted

export interface TradeRequest {
  code: string
  /** §3: path 0 call, 1 put. */
  path: 0 | 1
  amount: Paise
  idempotencyKey: string
}

/** The prefilled amount in whole rupees, or '' when the server's rate is not a number (nothing to prefill). */
function prefillText(balance: Paise, ratePercent: number | string): string {
  try {
    return String(paiseToRupees(tradePrefill({ balance, ratePercent })))
  } catch {
    return ''
  }
}

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
    /** POST trade/create; resolves with the server info. */
    createTrade: notProvided<string | undefined, TradeRequest>('createTrade'),
  },
  guards: {
    amountValid: ({ context }) => checkField('trade.amount', context.amountText) === null,
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
        : {},
    ),
    showAmountError: assign(({ context }) => ({ error: checkField('trade.amount', context.amountText) })),
    // §8: trade create shows the server info in an alert.
    alertFailure: emit(({ event }) => noticeFor(errorOf(event), 'alert')),
    forgetKeyAfterFailure: assign(({ context, event }) => ({
      idempotencyKey: keyAfterFailure(context.idempotencyKey, errorOf(event)),
    })),
  },
}).createMachine({
  id: 'tradeOrder',
  context: ({ input }) => ({
    code: input.code,
    balance: ZERO_PAISE,
    ratePercent: 0,
    amountText: '',
    direction: 'call',
    error: null,
    idempotencyKey: null,
  }),
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
        onDone: {
          target: 'editing',
          // §9: the amount is prefilled as balance × rate percent.
          actions: assign(({ context, event }) => ({
            ratePercent: event.output,
            amountText: prefillText(context.balance, event.output),
          })),
        },
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: {
        change: { actions: 'setAmount' },
        submit: [
          { guard: 'amountValid', target: 'submitting', actions: 'ensureIdempotencyKey' },
          { actions: 'showAmountError' },
        ],
      },
    },
    // No `submit` here: a second tap while in flight is ignored.
    submitting: {
      invoke: {
        id: 'createTrade',
        src: 'createTrade',
        input: ({ context }) => ({
          code: context.code,
          path: context.direction === 'call' ? 0 : 1,
          amount: toPaise(context.amountText),
          idempotencyKey: context.idempotencyKey as string,
        }),
        onDone: {
          target: 'refreshingBalance',
          actions: [
            emit(({ event }) => ({ type: 'alert', message: event.output || 'Success' }) as const),
            assign({ idempotencyKey: null }),
          ],
        },
        onError: { target: 'editing', actions: ['alertFailure', 'forgetKeyAfterFailure'] },
      },
    },
    // §8: on status 1 the balance is refreshed. The form stays on screen (ready, not busy) meanwhile, so
    // what the user types or taps then is taken, never dropped; an order placed now ends this refresh and
    // its own success refreshes again.
    refreshingBalance: {
      on: {
        change: { actions: 'setAmount' },
        submit: [
          { guard: 'amountValid', target: 'submitting', actions: 'ensureIdempotencyKey' },
          { actions: 'showAmountError' },
        ],
      },
      invoke: {
        id: 'refreshBalance',
        src: 'loadBalance',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ balance: event.output })) },
        onError: { target: 'editing' },
      },
    },
  },
})
