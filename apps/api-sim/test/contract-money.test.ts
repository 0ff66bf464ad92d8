import { paise, rupees, splitPayment, splitSellProceeds, withdrawalQuote } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, failure, key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

describe('catalogue, positions, deposits, withdrawals and banks, through @mandi/api-client', () => {
  let sim: RunningSim
  let rich: Session
  let empty: Session

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
    empty = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  it('lists at least 24 products with local images, and product info with a price history', async () => {
    const products = await run(rich.client.product.list())
    expect(products.length).toBeGreaterThanOrEqual(24)
    expect(products[0]?.image).toMatch(/^\/img\/categories\/[a-z]+\.svg$/)
    const image = await fetch(`${sim.url}${products[0]?.image}`)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
    const info = await run(rich.client.product.info(3))
    expect(info.priceHistories.length).toBeGreaterThan(5)
    expect(info.priceHistories.at(-1)?.price).toBe(info.price)
    expect(await failure(rich.client.product.info(9999))).toMatchObject({ info: 'Product not found' })
  })

  it('buys from the balance; balance, integral and the position move together', async () => {
    const before = await run(rich.client.user.info())
    const product = await run(rich.client.product.info(12))
    const quantity = 2
    const input = {
      productId: 12,
      quantity,
      buyPrice: product.price,
      useBalance: paise(product.price * quantity),
      useIntegral: paise(0),
    }
    const ack = await run(rich.client.product.buy(input, key()))
    expect(ack.info).toBe('Purchase successful')
    const after = await run(rich.client.user.info())
    expect(before.balance - after.balance).toBe(product.price * quantity)
    expect(after.integral).toBe(before.integral)
    const held = await run(rich.client.product.positions(12))
    expect(held.at(-1)).toMatchObject({ productId: 12, quantity, balanceUsed: product.price * quantity })
  })

  it('refuses buys beyond what balance and integral cover, with nothing moved', async () => {
    const before = await run(empty.client.user.info())
    const product = await run(empty.client.product.info(1))
    const input = {
      productId: 1,
      quantity: 1,
      buyPrice: product.price,
      useBalance: product.price,
      useIntegral: paise(0),
    }
    expect(await failure(empty.client.product.buy(input, key()))).toMatchObject({
      info: 'Insufficient balance',
    })
    expect(await run(empty.client.user.info())).toEqual(before)
    expect(await run(empty.client.product.transactions(1))).toEqual([])
  })

  it('sells part of a position, splitting proceeds by the purchase ratio, and lists it as closed', async () => {
    const held = await run(rich.client.product.positions(12))
    const position = held.at(-1)
    if (!position) throw new Error('no position')
    const before = await run(rich.client.user.info())
    const ack = await run(rich.client.product.sell({ purchaseId: position.id, quantity: 1 }, key()))
    expect(ack.info).toBe('Product sold successfully')
    const after = await run(rich.client.user.info())
    const price = (await run(rich.client.product.info(12))).price
    // Bought with balance only, so all proceeds return to the balance.
    expect(after.balance - before.balance).toBe(price)
    const closed = await run(rich.client.product.transactions(2))
    expect(closed[0]).toMatchObject({ productId: 12, quantity: 1, status: 2, sellPrice: price })
    const active = await run(rich.client.product.transactions(1))
    expect(active.find((p) => p.id === position.id)).toMatchObject({
      quantity: 1,
      sellPrice: null,
      profit: null,
    })
    expect(
      await failure(rich.client.product.sell({ purchaseId: position.id, quantity: 5 }, key())),
    ).toMatchObject({
      _tag: 'ServerRejected',
    })
  })

  it('pays what the balance cannot with whole-rupee integral, and sells back in the same ratio', async () => {
    const me = await run(empty.client.user.info())
    // ₹100 balance and ₹1000 integral: the purchase below needs both.
    sim.sim.db.prepare('UPDATE users SET balance = ?, integral = ? WHERE id = ?').run(10_000, 100_000, me.id)
    const product = await run(empty.client.product.info(12))
    const quantity = 3
    const split = splitPayment({
      total: paise(product.price * quantity),
      balance: rupees(100),
      integral: rupees(1000),
    })
    expect(split.integralUsed).toBeGreaterThan(0)
    const input = {
      productId: 12,
      quantity,
      buyPrice: product.price,
      useBalance: split.balanceUsed,
      useIntegral: split.integralUsed,
    }
    await run(empty.client.product.buy(input, key()))
    const afterBuy = await run(empty.client.user.info())
    expect(afterBuy.balance).toBe(rupees(100) - split.balanceUsed)
    expect(afterBuy.integral).toBe(rupees(1000) - split.integralUsed)
    const [held] = await run(empty.client.product.positions(12))
    expect(held).toMatchObject({ balanceUsed: split.balanceUsed, integralUsed: split.integralUsed })
    await run(empty.client.product.sell({ purchaseId: held?.id ?? 0, quantity }, key()))
    const back = splitSellProceeds({ proceeds: paise(product.price * quantity), ...split })
    const afterSell = await run(empty.client.user.info())
    expect(afterSell.balance - afterBuy.balance).toBe(back.toBalance)
    expect(afterSell.integral - afterBuy.integral).toBe(back.toIntegral)
  })

  it('cannot sell another user’s position', async () => {
    const held = await run(rich.client.product.positions(12))
    const id = held.at(-1)?.id ?? 0
    expect(await failure(empty.client.product.sell({ purchaseId: id, quantity: 1 }, key()))).toMatchObject({
      info: 'You have no positions to sell for this product',
    })
  })

  it('serves the deposit bank, channels and limits', async () => {
    expect((await run(rich.client.pay.bank())).upi.length).toBeGreaterThan(2)
    expect((await run(rich.client.pay.channels())).length).toBeGreaterThan(1)
    expect(await run(rich.client.pay.limits())).toContain(rupees(600))
  })

  it('creates a bank-transfer deposit (order id) and a channel deposit paid on the local payment page', async () => {
    const manual = await run(rich.client.pay.create({ amount: rupees(3000), tp: 1, channelId: 1 }, key()))
    expect(manual.tp).toBe(1)
    expect(manual.url).toMatch(/^D\d+$/)
    const balanceBefore = (await run(empty.client.user.info())).balance
    const channel = await run(empty.client.pay.create({ amount: rupees(600), tp: 0, channelId: 2 }, key()))
    expect(channel.tp).toBe(0)
    expect(channel.url).toMatch(/\/pay\/D\d+\?exp=\d+&sig=[0-9a-f]{64}$/)
    const page = await fetch(channel.url)
    expect(await page.text()).toContain('Pay ₹600.00')
    expect((await run(empty.client.pay.list()))[0]).toMatchObject({ status: 0, amount: rupees(600) })
    await fetch(channel.url, { method: 'POST' })
    await fetch(channel.url, { method: 'POST' })
    expect((await run(empty.client.pay.list()))[0]).toMatchObject({ status: 1 })
    expect((await run(empty.client.user.info())).balance).toBe(balanceBefore + rupees(600))
    expect(
      await failure(rich.client.pay.create({ amount: paise(0), tp: 0, channelId: 2 }, key())),
    ).toMatchObject({
      info: 'Please enter a valid amount',
    })
    expect(
      await failure(rich.client.pay.create({ amount: rupees(600), tp: 0, channelId: 99 }, key())),
    ).toMatchObject({
      info: 'Please select a payment method',
    })
  })

  it('withdraws with the payout_fee, and needs a bound bank', async () => {
    expect(
      await failure(empty.client.payout.create({ amount: rupees(100), bankId: 1, tp: 0 }, key())),
    ).toMatchObject({
      info: 'Please bind a withdrawal bank card first',
    })
    const banks = await run(rich.client.bank.list())
    const before = await run(rich.client.user.info())
    const ack = await run(
      rich.client.payout.create({ amount: rupees(1000), bankId: banks[0]?.id ?? 0, tp: 0 }, key()),
    )
    const after = await run(rich.client.user.info())
    // Amount plus fee leave the balance; the withdrawal (what the bank is sent) is the amount.
    const quote = withdrawalQuote({ amount: rupees(1000), feePercent: '10' })
    expect(before.balance - after.balance).toBe(quote.total)
    const listed = (await run(rich.client.payout.list()))[0]
    expect(listed).toMatchObject({ status: 0, amount: rupees(1000) })
    // The receipt (extension of §7) names the same order, the amount and the fee.
    expect(ack).toEqual({
      info: 'Withdrawal submitted',
      receipt: { orderNumber: listed?.orderNumber, amount: rupees(1000), fee: quote.fee },
    })
    expect(quote.fee).toBe(rupees(100))
    expect(
      await failure(
        rich.client.payout.create({ amount: rupees(10), bankId: banks[0]?.id ?? 0, tp: 0 }, key()),
      ),
    ).toMatchObject({
      info: 'Invalid Amount',
    })
    expect(
      await failure(
        rich.client.payout.create({ amount: rupees(999_999), bankId: banks[0]?.id ?? 0, tp: 1 }, key()),
      ),
    ).toMatchObject({
      info: 'Insufficient balance',
    })
  })

  it('enforces no withdrawal hours: a withdrawal at 8 pm India time goes through (the app states none)', async () => {
    // The test clock starts at 15:50 IST; 4 h 10 min later it is 20:00 IST, outside §9's "7 to 9 am".
    const advanced = await fetch(`${sim.url}/__admin/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: (4 * 60 + 10) * 60_000 }),
    })
    expect(advanced.ok).toBe(true)
    const banks = await run(rich.client.bank.list())
    const ack = await run(
      rich.client.payout.create({ amount: rupees(100), bankId: banks[0]?.id ?? 0, tp: 0 }, key()),
    )
    expect(ack.info).toBe('Withdrawal submitted')
    const [latest] = await run(rich.client.payout.list())
    expect(latest?.orderNumber).toBe(ack.receipt?.orderNumber)
    expect(latest?.createdAt).toMatch(/ 20:0\d:\d\d$/)
  })

  it('lists withdrawals in every status, salary logs and salary withdrawals', async () => {
    // Pending (the one made at 20:00 above), paid and refunded (the back office settled the rest).
    const statuses = new Set((await run(rich.client.payout.list())).map((w) => w.status))
    for (const status of [0, 2, 3]) expect(statuses).toContain(status)
    const logs = await run(rich.client.salary.logs())
    expect(new Set(logs.map((l) => l.status))).toEqual(new Set([0, 1]))
    expect((await run(rich.client.salary.withdrawals())).length).toBeGreaterThan(0)
  })

  it('binds a bank once, and updates it with the OTP', async () => {
    const form = {
      bankAccount: '99887766554433',
      accountHolder: 'Demo Newcomer',
      ifsc: 'DEMO0000002',
      bankName: 'Demo Bank',
    }
    expect(await failure(empty.client.bank.create({ ...form, ifsc: 'BAD' }))).toMatchObject({
      info: 'Invalid IFSC Code',
    })
    expect(await failure(empty.client.bank.create({ ...form, bankAccount: '000000000001' }))).toMatchObject({
      info: 'The same account can only be bound once',
    })
    await run(empty.client.bank.create(form))
    const [bank] = await run(empty.client.bank.list())
    expect(bank).toMatchObject({ bankAccount: form.bankAccount, ifsc: form.ifsc })
    await run(empty.client.bank.sendOtp())
    const update = { ...form, id: bank?.id ?? 0, bankName: 'Sample Bank', code: '123456' }
    expect(await failure(empty.client.bank.update({ ...update, code: '12' }))).toMatchObject({
      info: 'Invalid OTP Code',
    })
    await run(empty.client.bank.update(update))
    expect((await run(empty.client.bank.list()))[0]?.bankName).toBe('Sample Bank')
    expect(await failure(rich.client.bank.update(update))).toMatchObject({ info: 'Bank account not found' })
  })
})
