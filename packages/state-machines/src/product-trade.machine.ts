import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  canPay,
  checkSell,
  clampQuantity,
  maxBuyQuantity,
  multiplyPaise,
  type Paise,
  splitPayment,
  splitSellProceeds,
  ZERO_PAISE,
} from '@mandi/domain'
import { assign, emit, not, setup } from 'xstate'
import { BUY_MESSAGES, SELL_MESSAGES } from './product-trade-messages.ts'
import { isOutcomeUnknown, isSessionInvalid, serverInfo, thrownMessage } from './shared/api-failure.ts'
import type { NoticeEmitted, SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf } from './shared/notice.ts'
import { changedPrice, type FigureChange } from './shared/price-guard.ts'

export interface HeldPosition {
  id: number
  quantity: number
  balanceUsed: Paise
  integralUsed: Paise
}

export interface ProductTradeContext {
  productId: number
  price: Paise
  balance: Paise
  integral: Paise
  positions: HeldPosition[]
  mode: 'buy' | 'sell'
  /** The position a sale draws from (the largest one held). */
  purchaseId: number | null
  quantity: number
  max: number
  result: { ok: boolean; message: string } | null
  /** Kept while a request's outcome is unknown so a retry is replayed, not repeated, by the server. */
  idempotencyKey: string | null
  /**
   * The server refused the price shown (the price guard): the popup shows the new one, says so and asks again.
   * Cleared by the next confirmation and by closing the popup.
   */
  priceChange: FigureChange<Paise> | null
  /**
   * The popup was closed while its request was in flight. The request goes on (closing is no cancel: the
   * server may already be buying), and its outcome is shown in the result popup when it comes.
   */
  hidden: boolean
}

export interface ProductTradeInput {
  productId: number
  price: Paise
}

export type ProductTradeEvent =
  | { type: 'openBuy' }
  | { type: 'openSell' }
  | { type: 'setQuantity'; value: string }
  /** The popup's Max control: the §9 maximum (buy) or the whole position (sell). */
  | { type: 'setMax' }
  | { type: 'increment' }
  | { type: 'decrement' }
  | { type: 'confirm' }
  | { type: 'close' }
  | { type: 'ok' }
  | { type: 'retry' }

export type ProductTradeEmitted = NoticeEmitted | SessionInvalidEmitted

export interface BuyRequest {
  productId: number
  quantity: number
  buyPrice: Paise
  useBalance: Paise
  useIntegral: Paise
  idempotencyKey: string
}

export interface SellRequest {
  purchaseId: number
  quantity: number
  /**
   * The unit price the sale was confirmed at (the price guard: a changed price sells nothing). Sent by the
   * product popup and by /position's Quick Sell.
   */
  sellPrice: Paise
  idempotencyKey: string
}

export function heldQuantity(positions: readonly HeldPosition[]): number {
  return positions.reduce((sum, p) => sum + p.quantity, 0)
}

function largestPosition(positions: readonly HeldPosition[]): HeldPosition | undefined {
  return positions.reduce<HeldPosition | undefined>(
    (best, p) => (!best || p.quantity > best.quantity ? p : best),
    undefined,
  )
}

/** Totals shown in the popup: buy shows the payment split, sell the proceeds split (§9, from the domain). */
export function productTradeTotals(context: ProductTradeContext) {
  const total = multiplyPaise(context.price, context.quantity)
  if (context.mode === 'buy') {
    return { total, ...splitPayment({ total, balance: context.balance, integral: context.integral }) }
  }
  const position = context.positions.find((p) => p.id === context.purchaseId)
  return {
    total,
    ...splitSellProceeds({
      proceeds: total,
      balanceUsed: position?.balanceUsed ?? ZERO_PAISE,
      integralUsed: position?.integralUsed ?? ZERO_PAISE,
    }),
  }
}

/**
 * §8: a refusal reads the server info (buy only) or the fixed 'Purchase failed' / 'Sale failed'. Those say the
 * trade did not happen, so they are only for a definite answer; when the outcome is unknown (no answer, no
 * answer in time, an answer that could not be read) it is the thrown-error text, with Retry under the same key.
 */
function failureText(error: unknown, serverFallback: string, useServerInfo: boolean): string {
  if (isOutcomeUnknown(error) || !(error as { _tag?: string } | undefined)?._tag) return thrownMessage(error)
  return (useServerInfo && serverInfo(error)) || serverFallback
}

/**
 * How a buy and a sell end alike: success or failure in the result popup; status 3 closes the popup (the app
 * signs out); a refused price goes back to the popup with the new price.
 */
const ORDER_ANSWER = {
  onDone: { target: '#productTrade.result.success', actions: 'succeed' },
  onError: [
    { guard: 'sessionInvalid', target: '#productTrade.closed', actions: 'signalSessionInvalid' },
    { guard: 'priceChanged', target: 'editing', actions: 'applyNewPrice' },
    { target: '#productTrade.result.failed', actions: 'fail' },
  ],
} as const

export const productTradeMachine = setup({
  types: {
    context: {} as ProductTradeContext,
    events: {} as ProductTradeEvent,
    input: {} as ProductTradeInput,
    emitted: {} as ProductTradeEmitted,
  },
  actors: {
    /** GET user/info: balance and integral in paise. */
    loadWallet: notProvided<{ balance: Paise; integral: Paise }>('loadWallet'),
    /** GET product/positions. */
    loadPositions: notProvided<HeldPosition[], { productId: number }>('loadPositions'),
    /** POST product/buy; resolves with info or msg, rejects ServerRejected { info } on failure. */
    buy: notProvided<string | undefined, BuyRequest>('buy'),
    /** POST product/sell. */
    sell: notProvided<string | undefined, SellRequest>('sell'),
  },
  guards: {
    isBuy: ({ context }) => context.mode === 'buy',
    /** Balance and whole-rupee integral cover price × quantity (the Confirm button is disabled otherwise). */
    canPayBuy: ({ context }) =>
      context.mode === 'buy' &&
      canPay({
        total: multiplyPaise(context.price, context.quantity),
        balance: context.balance,
        integral: context.integral,
      }),
    canSell: ({ context }) => checkSell(heldQuantity(context.positions)) === null,
    canIncrease: ({ context }) => canIncreaseQuantity(context.quantity, context.max),
    canDecrease: ({ context }) => canDecreaseQuantity(context.quantity),
    mayRetry: ({ context }) => context.idempotencyKey !== null,
    priceChanged: ({ event }) => changedPrice(errorOf(event)) !== null,
    sessionInvalid: ({ event }) => isSessionInvalid(errorOf(event)),
  },
  actions: {
    signalSessionInvalid: emit({ type: 'sessionInvalid' } as const),
    // Named so tests and the app can swap the key factory; an existing key is kept for the retry.
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
    openBuy: assign(({ context }) => {
      const max = maxBuyQuantity({
        balance: context.balance,
        integral: context.integral,
        price: context.price,
      })
      // Opens at 1, not at the §9 maximum: buying everything is one deliberate tap on Max, never the default.
      return {
        mode: 'buy' as const,
        max,
        quantity: 1,
        purchaseId: null,
        result: null,
        priceChange: null,
        hidden: false,
      }
    }),
    openSell: assign(({ context }) => {
      const position = largestPosition(context.positions)
      const max = position?.quantity ?? 1
      return {
        mode: 'sell' as const,
        max,
        quantity: max,
        purchaseId: position?.id ?? null,
        result: null,
        priceChange: null,
        hidden: false,
      }
    }),
    blockSell: emit(() => ({ type: 'alert' as const, message: checkSell(0) ?? '' })),
    setQuantity: assign(({ context, event }) =>
      event.type === 'setQuantity'
        ? { quantity: clampQuantity(event.value, context.max), idempotencyKey: null }
        : {},
    ),
    setMax: assign(({ context }) => ({ quantity: context.max, idempotencyKey: null })),
    increment: assign(({ context }) => ({ quantity: context.quantity + 1, idempotencyKey: null })),
    decrement: assign(({ context }) => ({ quantity: context.quantity - 1, idempotencyKey: null })),
    succeed: assign(({ context, event }) => {
      const output = (event as { output?: string }).output
      const fallback = context.mode === 'buy' ? BUY_MESSAGES.success : SELL_MESSAGES.success
      return { result: { ok: true, message: output || fallback }, idempotencyKey: null, hidden: false }
    }),
    fail: assign(({ context, event }) => {
      const { error } = event as { error?: unknown }
      const message =
        context.mode === 'buy'
          ? failureText(error, BUY_MESSAGES.failure, true)
          : failureText(error, SELL_MESSAGES.failure, false)
      // A definite answer ends the attempt; only an unknown outcome keeps the key for a retry.
      return {
        result: { ok: false, message },
        idempotencyKey: isOutcomeUnknown(error) ? context.idempotencyKey : null,
        hidden: false,
      }
    }),
    /**
     * The price guard refused: nothing was charged or sold. The popup shows the server's price with the new
     * total and asks again; the key is dropped, so the next confirmation (a new action, another body) gets a
     * new one. A buy keeps the quantity chosen, lowered to the §9 maximum at the new price if above it.
     */
    applyNewPrice: assign(({ context, event }) => {
      const price = changedPrice(errorOf(event)) ?? context.price
      const max =
        context.mode === 'buy'
          ? maxBuyQuantity({ balance: context.balance, integral: context.integral, price })
          : context.max
      return {
        price,
        max,
        quantity: Math.min(context.quantity, max),
        priceChange: { from: context.price, to: price },
        idempotencyKey: null,
        hidden: false,
        result: null,
      }
    }),
    clearPriceChange: assign({ priceChange: null }),
    // Closing mid-request only hides the popup; see `hidden`.
    hide: assign({ hidden: true }),
  },
}).createMachine({
  id: 'productTrade',
  context: ({ input }) => ({
    productId: input.productId,
    price: input.price,
    balance: ZERO_PAISE,
    integral: ZERO_PAISE,
    positions: [],
    mode: 'buy',
    purchaseId: null,
    quantity: 1,
    max: 1,
    result: null,
    idempotencyKey: null,
    priceChange: null,
    hidden: false,
  }),
  initial: 'loadingWallet',
  states: {
    // §8: balance and position load errors are only logged; the held quantity falls to 0.
    loadingWallet: {
      invoke: {
        id: 'loadWallet',
        src: 'loadWallet',
        onDone: {
          target: 'loadingPositions',
          actions: assign(({ event }) => ({
            balance: event.output.balance,
            integral: event.output.integral,
          })),
        },
        onError: { target: 'loadingPositions' },
      },
    },
    loadingPositions: {
      invoke: {
        id: 'loadPositions',
        src: 'loadPositions',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'closed', actions: assign(({ event }) => ({ positions: event.output })) },
        onError: { target: 'closed', actions: assign({ positions: [] }) },
      },
    },
    closed: {
      on: {
        openBuy: { target: 'open', actions: 'openBuy' },
        openSell: [{ guard: 'canSell', target: 'open', actions: 'openSell' }, { actions: 'blockSell' }],
      },
    },
    open: {
      initial: 'editing',
      on: { close: { target: 'closed', actions: ['forgetIdempotencyKey', 'clearPriceChange'] } },
      states: {
        editing: {
          on: {
            setQuantity: { actions: 'setQuantity' },
            setMax: { actions: 'setMax' },
            increment: { guard: 'canIncrease', actions: 'increment' },
            decrement: { guard: 'canDecrease', actions: 'decrement' },
            // A buy that balance and integral cannot cover is not sent (the popup shows the shortfall).
            confirm: [
              { guard: 'canPayBuy', target: 'buying', actions: ['ensureIdempotencyKey', 'clearPriceChange'] },
              {
                guard: not('isBuy'),
                target: 'selling',
                actions: ['ensureIdempotencyKey', 'clearPriceChange'],
              },
            ],
          },
        },
        // No `confirm` here: a second tap while in flight is ignored. `close` hides the popup and keeps the
        // request: leaving the state would cancel it and lose an outcome the server may already have made.
        // 'busy': the popup shows its quantity read-only (no edit is taken, so none may look taken).
        buying: {
          tags: 'busy',
          on: { close: { actions: 'hide' } },
          invoke: {
            id: 'buy',
            src: 'buy',
            input: ({ context }) => {
              const { balanceUsed, integralUsed } = productTradeTotals(context) as ReturnType<
                typeof splitPayment
              >
              return {
                productId: context.productId,
                quantity: context.quantity,
                buyPrice: context.price,
                useBalance: balanceUsed,
                useIntegral: integralUsed,
                idempotencyKey: context.idempotencyKey ?? '',
              }
            },
            ...ORDER_ANSWER,
          },
        },
        selling: {
          tags: 'busy',
          on: { close: { actions: 'hide' } },
          invoke: {
            id: 'sell',
            src: 'sell',
            input: ({ context }) => ({
              purchaseId: context.purchaseId ?? 0,
              quantity: context.quantity,
              sellPrice: context.price,
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            ...ORDER_ANSWER,
          },
        },
      },
    },
    result: {
      // §4 result popup; OK closes it and reloads balance and positions.
      on: { ok: { target: 'loadingWallet', actions: 'forgetIdempotencyKey' } },
      initial: 'success',
      states: {
        success: {},
        failed: {
          on: {
            retry: [{ guard: 'mayRetry', target: '#productTrade.retrying' }],
          },
        },
      },
    },
    // Routes a retry back to the request whose outcome is unknown, with the same key.
    retrying: {
      always: [{ guard: 'isBuy', target: 'open.buying' }, { target: 'open.selling' }],
    },
  },
})
