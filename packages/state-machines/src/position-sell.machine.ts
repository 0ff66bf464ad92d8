import { type Paise, ZERO_PAISE } from '@mandi/domain'
import { assign, emit, setup } from 'xstate'
import type { SellRequest } from './product-trade.machine.ts'
import { SELL_MESSAGES } from './product-trade-messages.ts'
import { isOutcomeUnknown, isSessionInvalid, thrownMessage } from './shared/api-failure.ts'
import type { SessionInvalidEmitted } from './shared/emitted.ts'
import { randomIdempotencyKey } from './shared/idempotency.ts'
import { notProvided } from './shared/not-provided.ts'
import { errorOf } from './shared/notice.ts'
import { changedPrice, type FigureChange } from './shared/price-guard.ts'

/** A whole position to sell from the /position list: purchase_id, all of its quantity, the unit price shown. */
export interface PositionSellTarget {
  readonly purchaseId: number
  readonly quantity: number
  /**
   * The unit price the confirmation shows and the sale is sent at (`sell_price`, the price guard): the list's
   * current price, or the server's after it refused an older one.
   */
  readonly price: Paise
}

export interface PositionSellContext {
  /** The position asked about, being sold, or whose result shows. */
  target: PositionSellTarget | null
  /** The key of the sale in flight or whose result shows. */
  idempotencyKey: string | null
  /**
   * Keys of sales whose outcome is unknown, by position and quantity. A later sale of the same position goes
   * out under the same key, from Retry or from a fresh tap after OK, so a sale the server already made is
   * replayed, not made twice. A definite answer drops it.
   */
  unknownKeys: Readonly<Record<string, string>>
  result: { ok: boolean; message: string } | null
  /**
   * The server refused the price shown (the price guard): nothing was sold; the confirmation shows the new
   * price and amount, says so and asks again. Cleared by the next confirmation and by cancel.
   */
  priceChange: FigureChange<Paise> | null
}

export type PositionSellEvent =
  | { type: 'sell'; purchaseId: number; quantity: number; price: Paise }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'ok' }
  | { type: 'retry' }

/**
 * `positionsChanged`: the list should be read again: the result was acknowledged, or the server refused the
 * price shown (the list's prices are older than the server's).
 */
export type PositionSellEmitted = SessionInvalidEmitted | { type: 'positionsChanged' }

// The sale a key belongs to: position, quantity and price, i.e. the request's body. A sale at another price
// is another request (the server refuses a key reused with another body), so it gets its own key.
function keyOf(target: PositionSellTarget | null): string {
  return target ? `${target.purchaseId}x${target.quantity}@${target.price}` : ''
}

function without(keys: Readonly<Record<string, string>>, name: string): Record<string, string> {
  const { [name]: _dropped, ...rest } = keys
  return rest
}

/**
 * Quick Sell of /position (spec §2, §8): ask, sell the whole position at the price shown, show the outcome.
 * The messages are the product trade machine's for a sale: the server's info or 'Product sold successfully';
 * 'Sale failed' for a refusal; when the outcome is unknown (no answer, none in time, an unreadable one) the
 * thrown-error text and Retry under the same Idempotency-Key. A changed price (the price guard) sells nothing:
 * the confirmation comes back at the server's price and asks again, the next confirmation under a new key.
 */
export const positionSellMachine = setup({
  types: {
    context: {} as PositionSellContext,
    events: {} as PositionSellEvent,
    emitted: {} as PositionSellEmitted,
  },
  actors: {
    /** POST product/sell; resolves with the server info. */
    sell: notProvided<string | undefined, SellRequest>('sell'),
  },
  guards: {
    mayRetry: ({ context }) => keyOf(context.target) in context.unknownKeys,
    isSessionInvalid: ({ event }) => isSessionInvalid((event as { error?: unknown }).error),
    priceChanged: ({ event }) => changedPrice(errorOf(event)) !== null,
  },
  actions: {
    // The key of this position's sale whose outcome is unknown, if there is one.
    takeUnknownKey: assign(({ context }) => ({
      idempotencyKey: context.unknownKeys[keyOf(context.target)] ?? null,
    })),
    // Named so tests and the app can swap the key factory; a key already taken is kept.
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? randomIdempotencyKey(),
    })),
    ask: assign(({ event }) =>
      event.type === 'sell'
        ? {
            target: { purchaseId: event.purchaseId, quantity: event.quantity, price: event.price },
            result: null,
            priceChange: null,
          }
        : {},
    ),
    succeed: assign(({ context, event }) => ({
      result: { ok: true, message: (event as { output?: string }).output || SELL_MESSAGES.success },
      unknownKeys: without(context.unknownKeys, keyOf(context.target)),
    })),
    fail: assign(({ context, event }) => {
      const { error } = event as { error?: unknown }
      const name = keyOf(context.target)
      // §8: 'Sale failed' says the sale did not happen, so it is only for a definite answer.
      if (isOutcomeUnknown(error)) {
        return {
          result: { ok: false, message: thrownMessage(error) },
          unknownKeys: { ...context.unknownKeys, [name]: context.idempotencyKey ?? '' },
        }
      }
      const tagged = typeof (error as { _tag?: unknown } | undefined)?._tag === 'string'
      return {
        result: { ok: false, message: tagged ? SELL_MESSAGES.failure : thrownMessage(error) },
        unknownKeys: without(context.unknownKeys, name),
      }
    }),
    forgetSessionKey: assign(({ context }) => ({
      unknownKeys: without(context.unknownKeys, keyOf(context.target)),
    })),
    /**
     * The price guard refused: a definite answer, nothing sold. The confirmation asks again at the server's
     * price; the key goes with the old body (the next confirmation is a new request with a new key).
     */
    applyNewPrice: assign(({ context, event }) => {
      const price = changedPrice(errorOf(event))
      const { target } = context
      if (price === null || target === null) return { idempotencyKey: null }
      return {
        target: { ...target, price },
        priceChange: { from: target.price, to: price },
        idempotencyKey: null,
        unknownKeys: without(context.unknownKeys, keyOf(target)),
      }
    }),
    clearPriceChange: assign({ priceChange: null }),
    reset: assign({ target: null, idempotencyKey: null, result: null, priceChange: null }),
  },
}).createMachine({
  id: 'positionSell',
  context: { target: null, idempotencyKey: null, unknownKeys: {}, result: null, priceChange: null },
  initial: 'idle',
  states: {
    idle: {
      on: { sell: { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      on: {
        confirm: {
          target: 'selling',
          actions: ['takeUnknownKey', 'ensureIdempotencyKey', 'clearPriceChange'],
        },
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    // No `confirm` or `sell` here: a second tap while the sale is in flight is ignored.
    selling: {
      invoke: {
        id: 'sell',
        src: 'sell',
        input: ({ context }) => ({
          purchaseId: context.target?.purchaseId ?? 0,
          quantity: context.target?.quantity ?? 0,
          sellPrice: context.target?.price ?? ZERO_PAISE,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'result.success', actions: 'succeed' },
        onError: [
          {
            guard: 'isSessionInvalid',
            target: 'idle',
            actions: ['forgetSessionKey', 'reset', emit({ type: 'sessionInvalid' } as const)],
          },
          {
            guard: 'priceChanged',
            target: 'confirming',
            actions: ['applyNewPrice', emit({ type: 'positionsChanged' } as const)],
          },
          { target: 'result.failed', actions: 'fail' },
        ],
      },
    },
    result: {
      // OK reads the list again in every case: after an unknown outcome it shows whether the sale was made.
      on: { ok: { target: 'idle', actions: ['reset', emit({ type: 'positionsChanged' } as const)] } },
      initial: 'success',
      states: {
        success: {},
        failed: {
          on: { retry: { guard: 'mayRetry', target: '#positionSell.selling' } },
        },
      },
    },
  },
})
