import { type Paise, paiseToRupeeString } from '@mandi/domain'
import { Schema } from 'effect'
import type { Ack } from '../http.ts'
import { HeldPosition, Position } from '../schemas/position.ts'
import { ProductInfo, ProductSummary } from '../schemas/product.ts'
import { type Call, type CallContext, getData, postJsonAck } from './context.ts'

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
}

/** Position list tabs (§4): 1 active, 2 closed. */
export type PositionStatus = 1 | 2

export interface ProductCalls {
  readonly list: () => Call<ReadonlyArray<ProductSummary>>
  readonly info: (id: number) => Call<ProductInfo>
  readonly positions: (productId: number) => Call<ReadonlyArray<HeldPosition>>
  readonly buy: (input: BuyInput, idempotencyKey: string) => Call<Ack>
  readonly sell: (input: SellInput, idempotencyKey: string) => Call<Ack>
  readonly transactions: (status: PositionStatus) => Call<ReadonlyArray<Position>>
}

export function productCalls(c: CallContext): ProductCalls {
  return {
    list: () => getData(c, '/product/list', {}, Schema.Array(ProductSummary)),
    info: (id) => getData(c, 'product/info', { id }, ProductInfo),
    positions: (productId) =>
      getData(c, 'product/positions', { product_id: productId }, Schema.Array(HeldPosition)),
    buy: (input, idempotencyKey) =>
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
    sell: (input, idempotencyKey) =>
      postJsonAck(
        c,
        'product/sell',
        { purchase_id: input.purchaseId, quantity: input.quantity },
        idempotencyKey,
      ),
    transactions: (status) => getData(c, '/product/transaction_list', { status }, Schema.Array(Position)),
  }
}
