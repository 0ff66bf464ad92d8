import { Schema } from 'effect'
import { Money, Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** The product nested in a position. */
export const PositionProduct = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  image: Text,
  price: Money,
})
export type PositionProduct = typeof PositionProduct.Type

/**
 * GET product/transaction_list entry (§3 Position / transaction). `status` is 1 active, 2 closed;
 * `sellPrice` and `profit` are null while the position is active.
 */
export const Position = Schema.Struct({
  id: WireInt,
  productId: WireInt,
  status: WireInt,
  quantity: WireInt,
  buyPrice: Money,
  sellPrice: Schema.NullOr(Money),
  profit: Schema.NullOr(Money),
  balanceUsed: Money,
  integralUsed: Money,
  createdAt: Timestamp,
  product: PositionProduct,
}).pipe(
  wireKeys({
    productId: 'product_id',
    buyPrice: 'buy_price',
    sellPrice: 'sell_price',
    balanceUsed: 'balance_used',
    integralUsed: 'integral_used',
    createdAt: 'created_at',
  }),
)
export type Position = typeof Position.Type

/** GET product/positions entry: the open holdings of one product, used to sell and to split proceeds. */
export const HeldPosition = Schema.Struct({
  id: WireInt,
  productId: WireInt,
  quantity: WireInt,
  balanceUsed: Money,
  integralUsed: Money,
}).pipe(wireKeys({ productId: 'product_id', balanceUsed: 'balance_used', integralUsed: 'integral_used' }))
export type HeldPosition = typeof HeldPosition.Type
