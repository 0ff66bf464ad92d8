import { int, nonNegativeMoney, text } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import { seenPrice } from '../http/price-guard.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import { buy, type PositionRow, sell } from '../services/positions.ts'
import { currentPrice, findProduct, type ProductRow, priceHistory } from '../services/products.ts'

export function productRoutes(r: Router): void {
  r.get('product/list', ({ sim }) => {
    const now = sim.clock.now()
    const rows = sim.db.prepare('SELECT * FROM products ORDER BY id').all() as ProductRow[]
    return ok(
      rows.map((p) => ({
        id: p.id,
        title: p.title,
        price: money(currentPrice(sim.prices, p, now)),
        stock: p.stock,
        image: p.image,
        description: p.description,
        code: p.code,
        name: p.name,
        // Extension (CONTRACT.md): the product's own category, so /trde can filter truthfully.
        category: p.category,
      })),
    )
  })

  r.get('product/info', ({ sim, args }) => {
    const product = findProduct(sim.db, int(args, 'id', 1, 1e9, 'Product not found'))
    if (!product) return fail('Product not found')
    const now = sim.clock.now()
    return ok({
      id: product.id,
      title: product.title,
      price: money(currentPrice(sim.prices, product, now)),
      stock: product.stock,
      image: product.image,
      description: product.description,
      price_histories: priceHistory(sim.prices, product, now).map((h) => ({
        created_at: timestamp(h.at),
        price: money(h.price),
      })),
    })
  })

  r.get('product/positions', ({ sim, userId, args }) => {
    const productId = int(args, 'product_id', 1, 1e9, 'Product not found')
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT * FROM positions WHERE user_id = ? AND product_id = ? AND status = 1 ORDER BY id LIMIT ? OFFSET ?',
      )
      .all(userId, productId, page.limit, page.offset) as PositionRow[]
    return ok(
      rows.map((p) => ({
        id: p.id,
        product_id: p.product_id,
        quantity: p.quantity,
        balance_used: money(p.balance_used),
        integral_used: money(p.integral_used),
      })),
    )
  })

  r.post(
    'product/buy',
    ({ sim, userId, args }) => {
      const productId = int(args, 'product_id', 1, 1e9, 'Product not found')
      const quantity = int(args, 'quantity', 1, 1_000_000, 'Invalid quantity')
      // The client's figures must be well-formed. The server prices and splits the order itself, but refuses
      // when the price the user confirmed (buy_price) is no longer the current one (the price guard).
      for (const field of ['use_balance', 'use_integral']) {
        if (args[field] !== undefined) nonNegativeMoney(args, field, 'Invalid amount')
      }
      const seen = seenPrice(args, 'buy_price')
      buy(sim.db, sim.prices, userId, productId, quantity, sim.clock.now(), seen)
      return ok(undefined, 'Purchase successful')
    },
    { idempotent: true },
  )

  r.post(
    'product/sell',
    ({ sim, userId, args }) => {
      const positionId = int(args, 'purchase_id', 1, 1e9, 'Position not found')
      const quantity = int(args, 'quantity', 1, 1_000_000, 'Invalid quantity')
      // Extension: `sell_price`, the price the user saw, guarded like buy_price.
      sell(sim.db, sim.prices, userId, positionId, quantity, sim.clock.now(), seenPrice(args, 'sell_price'))
      return ok(undefined, 'Product sold successfully')
    },
    { idempotent: true },
  )

  r.get('product/transaction_list', ({ sim, userId, args }) => {
    const status = text(args, 'status') === '2' ? 2 : 1
    const page = pageOf(args)
    const now = sim.clock.now()
    const rows = sim.db
      .prepare(
        `SELECT pos.*, p.title, p.image, p.price AS base_price, p.category, p.name, p.code, p.stock, p.description
         FROM positions pos JOIN products p ON p.id = pos.product_id
         WHERE pos.user_id = ? AND pos.status = ? ORDER BY pos.created_at DESC, pos.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, status, page.limit, page.offset) as (PositionRow & ProductRow & { base_price: number })[]
    return ok(
      rows.map((row) => {
        const product = { ...row, id: row.product_id, price: row.base_price }
        return {
          id: row.id,
          product_id: row.product_id,
          status: row.status,
          quantity: row.quantity,
          buy_price: money(row.buy_price),
          sell_price: row.status === 2 ? money(row.sell_price) : null,
          profit: row.status === 2 ? money(row.profit) : null,
          balance_used: money(row.balance_used),
          integral_used: money(row.integral_used),
          created_at: timestamp(row.created_at),
          product: {
            id: row.product_id,
            title: row.title,
            image: row.image,
            price: money(currentPrice(sim.prices, product, now)),
          },
        }
      }),
    )
  })
}
