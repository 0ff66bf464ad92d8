import type { Db } from '../db/open.ts'
import type { PriceModel } from '../market/price.ts'

export interface ProductRow {
  id: number
  title: string
  name: string
  code: string
  category: string
  price: number
  stock: number
  image: string
  description: string
}

export function findProduct(db: Db, id: number): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow | undefined
}

/** The price a product trades at now (the stored price is its base; it drifts hour by hour). */
export function currentPrice(prices: PriceModel, product: ProductRow, now: number): number {
  return prices.productPrice(product.id, product.price, now)
}

/** The last `count` hourly prices, oldest first, ending with the current one. */
export function priceHistory(prices: PriceModel, product: ProductRow, now: number, count = 12) {
  const hour = 3_600_000
  const current = Math.floor(now / hour) * hour
  return Array.from({ length: count }, (_, i) => {
    const at = current - (count - 1 - i) * hour
    return { at, price: prices.productPrice(product.id, product.price, at) }
  })
}
