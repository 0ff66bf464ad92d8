import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { withPriceGuard } from '../price-guard.ts'
import { HeldPosition, Position } from '../schemas/position.ts'
import { ProductInfo, ProductSummary } from '../schemas/product.ts'
import { type Call, type CallContext, type GuardedCall, getData, pageParam, postJsonAck } from './context.ts'

export interface BuyInput {
  readonly productId: number
  readonly quantity: number
  readonly buyPrice: Paise
  readonly useBalance: Paise
  readonly useIntegral: Paise
}

export interface SellInput {
  /** The id of the held position (HeldPosition.id) being sold from. */
  readonly purchaseId: number
  readonly quantity: number
  /**
   * The unit price the user saw when confirming (wire `sell_price`, an extension of §7). When sent, the server
   * refuses with PriceChanged if its current price differs, and sells nothing. Send it.
   */
  readonly sellPrice?: Paise
}

/** Position list tabs (§4): 1 active, 2 closed. */
export type PositionStatus = 1 | 2

export interface ProductCalls {
  readonly list: () => Call<ReadonlyArray<ProductSummary>>
  readonly info: (id: number) => Call<ProductInfo>
  /** One page of the product's held positions (oldest first); `allPages` for every one. */
  readonly positions: (productId: number, page?: number) => Call<ReadonlyArray<HeldPosition>>
  /** buyPrice is the price the user confirmed: a changed price fails with PriceChanged (nothing charged). */
  readonly buy: (input: BuyInput, idempotencyKey: string) => GuardedCall<Ack>
  readonly sell: (input: SellInput, idempotencyKey: string) => GuardedCall<Ack>
  /** One page (newest first; page 1 when not given). */
  readonly transactions: (status: PositionStatus, page?: number) => Call<ReadonlyArray<Position>>
}

export function productCalls(c: CallContext): ProductCalls {
  return {
    list: () => getData(c, '/product/list', {}, Schema.Array(ProductSummary)),
    info: (id) => getData(c, 'product/info', { id }, ProductInfo),
    positions: (productId, page) =>
      getData(
        c,
        'product/positions',
        { product_id: productId, ...pageParam(page) },
        Schema.Array(HeldPosition),
      ),
    buy: (input, idempotencyKey) =>
      withPriceGuard(
        postJsonAck(
          c,
          'product/buy',
          {
            product_id: input.productId,
            quantity: input.quantity,
            buy_price: paiseToRupeeString(input.buyPrice),
            use_balance: paiseToRupeeString(input.useBalance),
            use_integral: paiseToRupeeString(input.useIntegral),
          },
          idempotencyKey,
        ),
      ),
    sell: (input, idempotencyKey) =>
      withPriceGuard(
        postJsonAck(
          c,
          'product/sell',
          input.sellPrice === undefined
            ? { purchase_id: input.purchaseId, quantity: input.quantity }
            : {
                purchase_id: input.purchaseId,
                quantity: input.quantity,
                sell_price: paiseToRupeeString(input.sellPrice),
              },
          idempotencyKey,
        ),
      ),
    transactions: (status, page) =>
      getData(c, '/product/transaction_list', { status, ...pageParam(page) }, Schema.Array(Position)),
  }
}
