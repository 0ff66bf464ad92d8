import { PRODUCT_CATEGORIES, paise, splitPayment } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, key, run, type Session, signIn, startTestSim } from './support.ts'

describe('product categories (extension) and the buy split', () => {
  let sim: RunningSim
  let empty: Session

  beforeAll(async () => {
    sim = await startTestSim()
    empty = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  it('tags every product with one of the six categories, each used', async () => {
    const products = await run(empty.client.product.list())
    const ids = new Set<string>(PRODUCT_CATEGORIES.map((c) => c.id))
    for (const p of products) expect(ids.has(p.category ?? '')).toBe(true)
    expect(new Set(products.map((p) => p.category)).size).toBe(ids.size)
  })

  it('tags products by what they are: rice is food, soap is beauty, a phone is electronic', async () => {
    const products = await run(empty.client.product.list())
    const categoryOf = (title: RegExp) => products.find((p) => title.test(p.title))?.category
    expect(categoryOf(/Basmati Rice/)).toBe('food')
    expect(categoryOf(/Sandalwood Soap/)).toBe('beauty')
    expect(categoryOf(/Smartphone/)).toBe('electronic')
    expect(categoryOf(/Cotton Kurta/)).toBe('clothes')
    expect(categoryOf(/Organic Tomatoes/)).toBe('fresh')
    expect(categoryOf(/Atta/)).toBe('market')
  })

  it('charges exactly the total, balance part plus whole-rupee integral part, as the popup shows', async () => {
    const me = await run(empty.client.user.info())
    // ₹100.30 balance and ₹5000 integral, a price with paise: integral is rounded up to the rupee and the
    // balance part gives those paise back, so nothing is paid beyond price × quantity.
    sim.sim.db.prepare('UPDATE users SET balance = ?, integral = ? WHERE id = ?').run(10_030, 500_000, me.id)
    sim.sim.db.prepare('UPDATE products SET price = ? WHERE id = 7').run(62_050)
    const product = await run(empty.client.product.info(7))
    const total = paise(product.price * 2)
    const split = splitPayment({ total, balance: paise(10_030), integral: paise(500_000) })
    expect(split.balanceUsed + split.integralUsed).toBe(total)
    await run(
      empty.client.product.buy(
        {
          productId: 7,
          quantity: 2,
          buyPrice: product.price,
          useBalance: split.balanceUsed,
          useIntegral: split.integralUsed,
        },
        key(),
      ),
    )
    const after = await run(empty.client.user.info())
    expect(10_030 - after.balance + (500_000 - after.integral)).toBe(total)
    expect(after.balance).toBe(10_030 - split.balanceUsed)
    expect(after.integral % 100).toBe(0)
  })
})
