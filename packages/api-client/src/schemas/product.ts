import type { ProductCategory } from '@mandi/domain'
import { Schema, SchemaGetter } from 'effect'
import { category } from '../wire-values.ts'
import { Money, Text, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * Extension (CONTRACT.md): the product's category, one of the six §2 ids. Anything else (an unknown name,
 * null, a number) is dropped rather than failing the whole list: the product then shows under All only.
 */
const WireCategory = Schema.Unknown.pipe(
  Schema.decodeTo(
    Schema.UndefinedOr(Schema.Literals(['food', 'fresh', 'market', 'clothes', 'electronic', 'beauty'])),
    {
      decode: SchemaGetter.transform((value: unknown): ProductCategory | undefined => category(value)),
      encode: SchemaGetter.transform((id: ProductCategory | undefined): unknown => id),
    },
  ),
).annotate({ wireValue: 'category' })

/** What product/list and product/info both say of a product (§3). */
const productFields = {
  id: WireInt,
  title: Schema.String,
  price: Money,
  /** Shown as 'Sold'. */
  stock: WireInt,
  image: Text,
  description: Text,
}

/** GET product/list entry (§3 Product (list)). `image` is a relative path on the product image host. */
export const ProductSummary = Schema.Struct({
  ...productFields,
  code: Text,
  name: Text,
  /** Extension: not in §3 (whose client picked one at random); optional, unknown values dropped. */
  category: Schema.optionalKey(WireCategory),
})
export type ProductSummary = typeof ProductSummary.Type

export const PriceHistoryEntry = Schema.Struct({
  createdAt: Timestamp,
  price: Money,
}).pipe(wireKeys({ createdAt: 'created_at' }))
export type PriceHistoryEntry = typeof PriceHistoryEntry.Type

/** GET product/info (§3 Product (info)). */
export const ProductInfo = Schema.Struct({
  ...productFields,
  priceHistories: Schema.Array(PriceHistoryEntry),
}).pipe(wireKeys({ priceHistories: 'price_histories' }))
export type ProductInfo = typeof ProductInfo.Type
