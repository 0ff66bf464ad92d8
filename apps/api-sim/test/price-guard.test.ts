import { paise, paiseToRupeeString } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { key, RICH_DEMO, rawPost, run, type Session, signIn, startTestSim } from './support.ts'

const rupeeText = (p: number) => paiseToRupeeString(paise(p))

describe('price guard: the server refuses a price the user did not see, and charges nothing', () => {
  let sim: RunningSim
  let rich: Session
  let token: string

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
    token = rich.token.value ?? ''
  })
  afterAll(() => sim.close())

  const balance = async () => (await run(rich.client.user.info())).balance
  const nextHour = () => Math.ceil(sim.sim.clock.now() / 3_600_000) * 3_600_000

  /** A product whose price changes at the next hour (the test clock starts at 10:20). */
  async function productMovingAtTheHour(): Promise<{ id: number; before: number; after: number }> {
    for (const p of await run(rich.client.product.list())) {
      const base = (
        sim.sim.db.prepare('SELECT price FROM products WHERE id = ?').get(p.id) as { price: number }
      ).price
      const after = sim.sim.prices.productPrice(p.id, base, nextHour() + 1000)
      if (after !== p.price) return { id: p.id, before: p.price, after }
    }
    throw new Error('no product changes price at the next hour')
  }

  it('buy: a price confirmed before the hourly change is refused with the new price; nothing moves', async () => {
    const { id, before, after } = await productMovingAtTheHour()
    const startBalance = await balance()
    const heldBefore = (await run(rich.client.product.positions(id))).length
    // The user opened the popup at the old price; the clock crosses the hour before they confirm.
    sim.advanceClock(nextHour() - sim.sim.clock.now() + 1000)
    const order = (price: number) => ({
      product_id: id,
      quantity: 1,
      buy_price: rupeeText(price),
      use_balance: rupeeText(price),
      use_integral: '0.00',
    })
    const answer = await rawPost(sim, 'product/buy', order(before), { token, key: key() })
    expect(answer.status).toBe(0)
    expect(answer.data).toEqual({ price_changed: true, price: rupeeText(after) })
    expect(answer.info).toMatch(
      /^The price changed to ₹[0-9,]+\.[0-9]{2}\. Please check and confirm again\.$/,
    )
    expect(await balance()).toBe(startBalance)
    expect(await run(rich.client.product.positions(id))).toHaveLength(heldBefore)
    // Confirming the new price goes through, at that price.
    expect((await rawPost(sim, 'product/buy', order(after), { token, key: key() })).status).toBe(1)
    expect(startBalance - (await balance())).toBe(after)
  })

  it('sell: the sell_price the user saw is guarded the same way', async () => {
    const product = (await run(rich.client.product.list()))[0]
    if (!product) throw new Error('no product')
    await run(
      rich.client.product.buy(
        {
          productId: product.id,
          quantity: 2,
          buyPrice: product.price,
          useBalance: paise(product.price * 2),
          useIntegral: paise(0),
        },
        key(),
      ),
    )
    const held = (await run(rich.client.product.positions(product.id))).at(-1)
    const before = await balance()
    const sale = (price: number) => ({ purchase_id: held?.id, quantity: 1, sell_price: rupeeText(price) })
    const stale = await rawPost(sim, 'product/sell', sale(product.price + 1), { token, key: key() })
    expect(stale).toMatchObject({ status: 0, data: { price_changed: true, price: rupeeText(product.price) } })
    expect(await balance()).toBe(before)
    expect((await run(rich.client.product.positions(product.id))).at(-1)?.quantity).toBe(2)
    expect((await rawPost(sim, 'product/sell', sale(product.price), { token, key: key() })).status).toBe(1)
  })

  it('mining: the plan price the user saw must still be the price', async () => {
    const plan = (await run(rich.client.mining.list()))[0]
    if (!plan) throw new Error('no plan')
    const before = await balance()
    sim.sim.db.prepare('UPDATE mining_products SET price = price + 100 WHERE id = ?').run(plan.id)
    const stale = await rawPost(
      sim,
      'mining/creat_order',
      { mining_id: plan.id, num: 1, price: rupeeText(plan.price) },
      { token, key: key(), form: true },
    )
    expect(stale).toMatchObject({
      status: 0,
      data: { price_changed: true, price: rupeeText(plan.price + 100) },
    })
    expect(await balance()).toBe(before)
    sim.sim.db.prepare('UPDATE mining_products SET price = price - 100 WHERE id = ?').run(plan.id)
  })

  it('trade: the rate the user saw must still be the rate', async () => {
    const { rate } = await run(rich.client.trade.rate())
    const before = await balance()
    const order = (r: number) => ({ code: 'btcusdt', path: 0, amount: '100.00', rate: String(r) })
    const stale = await rawPost(sim, 'trade/create', order(rate + 1), { token, key: key(), form: true })
    expect(stale).toMatchObject({ status: 0, data: { rate_changed: true, rate } })
    expect(stale.info).toBe(`The rate changed to ${rate}%. Please check and confirm again.`)
    expect(await balance()).toBe(before)
    expect((await rawPost(sim, 'trade/create', order(rate), { token, key: key(), form: true })).status).toBe(
      1,
    )
  })
})
