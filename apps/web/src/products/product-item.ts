import type { ProductSummary } from '@mandi/api-client'
import type { Paise } from '@mandi/domain'

/** What a product tile shows (the home grid and the marketplace list): plain values, the image URL resolved. */
export interface ProductItem {
  readonly id: number
  readonly title: string
  readonly price: Paise
  /** §3: stock is shown as 'Sold'. */
  readonly sold: number
  readonly image: string
}

export function toProductItem(product: ProductSummary, imageUrl: (path: string) => string): ProductItem {
  return {
    id: product.id,
    title: product.title,
    price: product.price,
    sold: product.stock,
    image: imageUrl(product.image),
  }
}

/** The product trading screen of a product (spec §2: /buy_product?id={id}). */
export function productPath(id: number): string {
  return `/buy_product?id=${id}`
}
