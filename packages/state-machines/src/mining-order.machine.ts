import {
  checkField,
  maxLengthOf,
  miningIncomePercent,
  multiplyPaise,
  type Paise,
  ZERO_PAISE,
} from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import { isOutcomeUnknown } from './shared/api-failure.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { keyAfterFailure } from './shared/form-failure.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf, noticeFor } from './shared/notice.ts'
import { changedPrice, type FigureChange } from './shared/price-guard.ts'

/** §3 mining product. */
export interface MiningPlan {
  title: string
  countDays: number
  /** in_come: the daily rate. */
  income: number
  price: Paise
}

export interface MiningOrderContext {
  miningId: number
  plan: MiningPlan | null
  balance: Paise
  quantityText: string
  error: string | null
  idempotencyKey: string | null
  /**
   * The server refused the plan price shown (the price guard): the form shows the new price and total, says
   * so and waits for Buy again. Cleared by the next Buy.
   */
  priceChange: FigureChange<Paise> | null
}

export type MiningOrderEvent = { type: 'change'; value: string } | { type: 'submit' }

export type MiningOrderEmitted = NoticeEmitted | SessionInvalidEmitted

export interface MiningOrderRequest {
  miningId: number
  quantity: number
  /** The plan's unit price on screen (the price guard); absent only when the plan did not load. */
  price?: Paise
  idempotencyKey: string
}

/** Income rate and total for the screen (§2: 100 plus rate times days, as a percent). */
export function miningOrderSummary(context: MiningOrderContext) {
  if (!context.plan) return null
  const quantity =
    checkField('mining.quantity', context.quantityText) === null ? Number(context.quantityText) : 0
  return {
    incomePercent: miningIncomePercent({ rate: context.plan.income, days: context.plan.countDays }),
    total: multiplyPaise(context.plan.price, quantity),
  }
}

/** What the form takes while it is shown and not busy: in `editing`, and while the balance (re)loads. */
const FORM_INPUT = {
  change: { actions: 'setQuantity' },
  submit: [
    { guard: 'quantityValid', target: 'submitting', actions: ['ensureIdempotencyKey', 'clearPriceChange'] },
    { actions: 'showQuantityError' },
  ],
} as const

export const miningOrderMachine = setup({
  types: {
    context: {} as MiningOrderContext,
    events: {} as MiningOrderEvent,
    input: {} as { miningId: number },
    emitted: {} as MiningOrderEmitted,
  },
  actors: {
    /** GET mining/info. */
    loadPlan: notProvided<MiningPlan, { id: number }>('loadPlan'),
    /** GET user/info: the available balance. */
    loadBalance: notProvided<Paise>('loadBalance'),
    /** POST mining/creat_order; resolves with the server message. */
    createMiningOrder: notProvided<string | undefined, MiningOrderRequest>('createMiningOrder'),
  },
  guards: {
    quantityValid: ({ context }) => checkField('mining.quantity', context.quantityText) === null,
    priceChanged: ({ event }) => changedPrice(errorOf(event)) !== null,
  },
  actions: {
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
    setQuantity: assign(({ event }) =>
      event.type === 'change'
        ? {
            quantityText: event.value.slice(0, maxLengthOf('mining.quantity')),
            error: null,
            idempotencyKey: null,
          }
        : {},
    ),
    showQuantityError: assign(({ context }) => ({
      error: checkField('mining.quantity', context.quantityText),
    })),
    clearPriceChange: assign({ priceChange: null }),
    /**
     * The price guard refused: nothing was ordered or charged. Unlike other answers (§2: alerted, field
     * cleared), this one asks again, so the quantity stays and the form shows the new price and total; the key
     * is dropped, as the next Buy is a new request.
     */
    applyNewPrice: assign(({ context, event }) => {
      const price = changedPrice(errorOf(event))
      if (price === null || context.plan === null) return { idempotencyKey: null }
      return {
        plan: { ...context.plan, price },
        priceChange: { from: context.plan.price, to: price },
        idempotencyKey: null,
      }
    }),
  },
}).createMachine({
  id: 'miningOrder',
  context: ({ input }) => ({
    miningId: input.miningId,
    plan: null,
    balance: ZERO_PAISE,
    quantityText: '',
    error: null,
    idempotencyKey: null,
    priceChange: null,
  }),
  initial: 'loadingPlan',
  states: {
    loadingPlan: {
      invoke: {
        id: 'loadPlan',
        src: 'loadPlan',
        input: ({ context }) => ({ id: context.miningId }),
        onDone: { target: 'loadingBalance', actions: assign(({ event }) => ({ plan: event.output })) },
        onError: { target: 'loadingBalance' },
      },
    },
    // The form is already shown while the balance loads (first visit, and again after each order): what
    // the user types or taps then is taken, never dropped.
    loadingBalance: {
      on: FORM_INPUT,
      invoke: {
        id: 'loadBalance',
        src: 'loadBalance',
        onDone: { target: 'editing', actions: assign(({ event }) => ({ balance: event.output })) },
        onError: { target: 'editing' },
      },
    },
    editing: {
      on: FORM_INPUT,
    },
    // No `submit` here: a second tap while in flight is ignored. 'busy': the screen shows the quantity
    // read-only, as this state takes no edit.
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'createMiningOrder',
        src: 'createMiningOrder',
        input: ({ context }) => ({
          miningId: context.miningId,
          quantity: Number(context.quantityText),
          ...(context.plan ? { price: context.plan.price } : {}),
          idempotencyKey: context.idempotencyKey as string,
        }),
        // §2, §8: the server message in an alert, then the field is cleared.
        onDone: {
          target: 'loadingBalance',
          actions: [
            emit(({ event }) => ({ type: 'alert', message: event.output || 'Success' }) as const),
            assign({ quantityText: '', idempotencyKey: null }),
          ],
        },
        onError: [
          { guard: 'priceChanged', target: 'editing', actions: 'applyNewPrice' },
          {
            target: 'editing',
            actions: [
              emit(({ event }) => noticeFor(errorOf(event), 'alert')),
              // A definite answer clears the field; when the outcome is unknown (time-out, lost or unreadable answer)
              // it stays for the keyed retry.
              assign(({ context, event }) => ({
                quantityText: isOutcomeUnknown(event.error) ? context.quantityText : '',
                idempotencyKey: keyAfterFailure(context.idempotencyKey, event.error),
              })),
            ],
          },
        ],
      },
    },
  },
})
