import type { Position } from '@mandi/api-client'
import type { Paise } from '@mandi/domain'

/** One row of the product positions list (spec §3 Position), image URL resolved. */
export interface PositionItem {
  readonly id: number
  readonly productId: number
  readonly title: string
  readonly image: string
  readonly quantity: number
  readonly buyPrice: Paise
  readonly currentPrice: Paise
  /** null while active. */
  readonly sellPrice: Paise | null
  readonly profit: Paise | null
  readonly balanceUsed: Paise
  readonly integralUsed: Paise
  readonly createdAt: string
}

export function toPositionItem(position: Position, imageUrl: (path: string) => string): PositionItem {
  return {
    id: position.id,
    productId: position.productId,
    title: position.product.title,
    image: imageUrl(position.product.image),
    quantity: position.quantity,
    buyPrice: position.buyPrice,
    currentPrice: position.product.price,
    sellPrice: position.sellPrice,
    profit: position.profit,
    balanceUsed: position.balanceUsed,
    integralUsed: position.integralUsed,
    createdAt: position.createdAt,
  }
}
