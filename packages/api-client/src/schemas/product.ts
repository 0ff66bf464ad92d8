import { Schema } from 'effect'
import { Money, Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET product/list entry (§3 Product (list)). `image` is a relative path on the product image host. */
export const ProductSummary = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  price: Money,
  /** Shown as 'Sold'. */
  stock: WireInt,
  image: Text,
  description: Text,
  code: Text,
  name: Text,
})
export type ProductSummary = typeof ProductSummary.Type

export const PriceHistoryEntry = Schema.Struct({
  createdAt: Timestamp,
  price: Money,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type PriceHistoryEntry = typeof PriceHistoryEntry.Type

/** GET product/info (§3 Product (info)). */
export const ProductInfo = Schema.Struct({
  id: WireInt,
  title: Schema.String,
  price: Money,
  stock: WireInt,
  image: Text,
  description: Text,
  priceHistories: Schema.Array(PriceHistoryEntry),
}).pipe(wireKeys({ priceHistories: 'price_histories' }))
export type ProductInfo = typeof ProductInfo.Type
