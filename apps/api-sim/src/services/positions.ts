import { maxBuyQuantity, NO_POSITIONS_MESSAGE, paise, splitPayment, splitSellProceeds } from '@mandi/domain'
import { findUser, movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { guardPrice } from '../http/price-guard.ts'
import { reject } from '../http/wire.ts'
import type { PriceModel } from '../market/price.ts'
import { currentPrice, findProduct } from './products.ts'

export interface PositionRow {
  id: number
  user_id: number
  product_id: number
  quantity: number
  buy_price: number
  sell_price: number
  profit: number
  balance_used: number
  integral_used: number
  status: number
  created_at: number
}

/**
 * §9 buy: the server prices the order itself and splits the payment with the domain rule (balance first,
 * then whole-rupee integral). Balance, integral and the new position change in one transaction.
 */
export function buy(
  db: Db,
  prices: PriceModel,
  userId: number,
  productId: number,
  quantity: number,
  now: number,
  /** The price the user confirmed (paise), when the call carried it: a different current price refuses. */
  seen?: number,
) {
  return db.transaction(() => {
    const product = findProduct(db, productId)
    if (!product) reject('Product not found')
    const user = findUser(db, userId)
    const price = currentPrice(prices, product, now)
    guardPrice(seen, price)
    const max = maxBuyQuantity({
      balance: paise(user.balance),
      integral: paise(user.integral),
      price: paise(price),
    })
    if (quantity > max) reject('Insufficient balance')
    const total = price * quantity
    if (!Number.isSafeInteger(total)) reject('Invalid quantity')
    const split = splitPayment({
      total: paise(total),
      balance: paise(user.balance),
      integral: paise(user.integral),
    })
    if (split.shortfall > 0) reject('Insufficient balance')
    movePurse(db, userId, 'balance', -split.balanceUsed, `Purchase of ${product.title}`, now)
    movePurse(db, userId, 'integral', -split.integralUsed, `Purchase of ${product.title}`, now)
    db.prepare('UPDATE products SET stock = stock + ? WHERE id = ?').run(quantity, productId)
    const result = db
      .prepare(
        'INSERT INTO positions (user_id, product_id, quantity, buy_price, balance_used, integral_used, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?)',
      )
      .run(userId, productId, quantity, price, split.balanceUsed, split.integralUsed, now)
    return Number(result.lastInsertRowid)
  })()
}

/**
 * §9 sell: proceeds at today's price, split back in the purchase's balance:integral ratio. Selling part of
 * a position closes a new row for the sold part and shrinks the open one, so the history shows each sale.
 */
export function sell(
  db: Db,
  prices: PriceModel,
  userId: number,
  positionId: number,
  quantity: number,
  now: number,
  /** The price the user confirmed (paise), when the call carried it: a different current price refuses. */
  seen?: number,
) {
  return db.transaction(() => {
    const position = db
      .prepare('SELECT * FROM positions WHERE id = ? AND user_id = ? AND status = 1')
      .get(positionId, userId) as PositionRow | undefined
    if (!position || position.quantity <= 0) reject(NO_POSITIONS_MESSAGE)
    if (quantity > position.quantity) reject(`You hold only ${position.quantity} of this product`)
    const product = findProduct(db, position.product_id)
    if (!product) reject('Product not found')
    const price = currentPrice(prices, product, now)
    guardPrice(seen, price)
    const proceeds = price * quantity
    // The sold part's share of what was paid, proportional to quantity (rounded down; the rest stays open).
    const balanceShare = Math.floor((position.balance_used * quantity) / position.quantity)
    const integralShare = Math.floor((position.integral_used * quantity) / position.quantity)
    const split = splitSellProceeds({
      proceeds: paise(proceeds),
      balanceUsed: paise(position.balance_used),
      integralUsed: paise(position.integral_used),
    })
    movePurse(db, userId, 'balance', split.toBalance, `Sale of ${product.title}`, now)
    movePurse(db, userId, 'integral', split.toIntegral, `Sale of ${product.title}`, now)
    const profit = (price - position.buy_price) * quantity
    if (quantity === position.quantity) {
      db.prepare('UPDATE positions SET status = 2, sell_price = ?, profit = ? WHERE id = ?').run(
        price,
        profit,
        position.id,
      )
    } else {
      db.prepare('UPDATE positions SET quantity = ?, balance_used = ?, integral_used = ? WHERE id = ?').run(
        position.quantity - quantity,
        position.balance_used - balanceShare,
        position.integral_used - integralShare,
        position.id,
      )
      db.prepare(
        'INSERT INTO positions (user_id, product_id, quantity, buy_price, sell_price, profit, balance_used, integral_used, status, parent_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2, ?, ?)',
      ).run(
        userId,
        product.id,
        quantity,
        position.buy_price,
        price,
        profit,
        balanceShare,
        integralShare,
        position.id,
        now,
      )
    }
    return { proceeds, profit }
  })()
}
