import { istTimestampMs, KLINE_PERIODS, rupees, tradeReturns } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { insertHostileContent } from '../src/seed/hostile-content.ts'
import { EMPTY_DEMO, failure, key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

describe('trading, markets, BIT Pro, mining and content, through @mandi/api-client', () => {
  let sim: RunningSim
  let rich: Session
  let empty: Session

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
    empty = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  it('serves the trade rate and kline history for every period', async () => {
    expect((await run(rich.client.trade.rate())).rate).toBe(15)
    for (const period of KLINE_PERIODS) {
      const candles = await run(rich.client.market.kline('btcusdt', period))
      expect(candles).toHaveLength(30)
      const [first, second] = candles
      expect((second?.id ?? 0) - (first?.id ?? 0)).toBeGreaterThan(0)
      for (const c of candles) expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close))
    }
    expect(await failure(rich.client.market.kline('nope', '1min'))).toMatchObject({ info: 'Unknown market' })
  })

  it('seeds the demo history with a Profit and a Loss, and one trade still processing', async () => {
    const history = await run(rich.client.trade.list(1))
    expect(new Set(history.map((t) => t.status))).toEqual(new Set([1, 2]))
    expect(history.find((t) => t.status === 1)?.profitAmount).toBeGreaterThan(0)
    expect((await run(rich.client.trade.list(0))).length).toBe(1)
  })

  it('settles a trade one minute after it is placed, into Profit or Loss against the price path', async () => {
    const before = await run(rich.client.user.info())
    await run(rich.client.trade.create({ code: 'ethusdt', path: 0, amount: rupees(500) }, key()))
    const afterPlace = await run(rich.client.user.info())
    expect(before.balance - afterPlace.balance).toBe(rupees(500))
    const open = await run(rich.client.trade.list(0))
    const placed = open.find((t) => t.title === 'ETH/USDT' && t.amount === rupees(500))
    expect(placed).toMatchObject({ status: 0, closePrice: null, profitAmount: 0 })
    sim.advanceClock(30_000)
    expect((await run(rich.client.trade.list(0))).some((t) => t.id === placed?.id)).toBe(true)
    sim.advanceClock(31_000)
    expect((await run(rich.client.trade.list(0))).some((t) => t.id === placed?.id)).toBe(false)
    const settled = (await run(rich.client.trade.list(1))).find((t) => t.id === placed?.id)
    expect(settled?.closePrice).not.toBeNull()
    const won = (settled?.closePrice ?? 0) > (settled?.openPrice ?? 0)
    expect(settled?.status).toBe(won ? 1 : 2)
    expect(settled?.profitAmount).toBe(won ? rupees(75) : 0)
    const after = await run(rich.client.user.info())
    expect(after.balance - afterPlace.balance).toBe(won ? rupees(575) : 0)
  })

  it('answers trade/create with the placed order, and pays exactly what tradeReturns says (the extension)', async () => {
    const rate = (await run(rich.client.trade.rate())).rate
    const ack = await run(rich.client.trade.create({ code: 'btcusdt', path: 1, amount: rupees(333) }, key()))
    expect(ack.info).toBe('Order placed')
    const placed = ack.placed
    expect(placed).toMatchObject({ rate })
    expect(placed?.id).toBeGreaterThan(0)
    const placedAt = istTimestampMs(placed?.createdAt ?? '')
    expect(placedAt).not.toBeNull()
    expect(istTimestampMs(placed?.settlesAt ?? '')).toBe((placedAt ?? 0) + 60_000)
    const listed = (await run(rich.client.trade.list(0))).find((t) => t.id === placed?.id)
    expect(listed).toMatchObject({ openPrice: placed?.openPrice, createdAt: placed?.createdAt, path: 1 })
    const afterPlace = await run(rich.client.user.info())
    sim.advanceClock(61_000)
    const settled = (await run(rich.client.trade.list(1))).find((t) => t.id === placed?.id)
    const returns = tradeReturns({ amount: rupees(333), ratePercent: rate })
    const won = settled?.status === 1
    expect(settled?.profitAmount).toBe(won ? returns.profit : 0)
    const after = await run(rich.client.user.info())
    expect(after.balance - afterPlace.balance).toBe(won ? returns.ifRight : returns.ifWrong)
  })

  it('refuses less than ₹100: the §5 digits rule read as a number', async () => {
    expect(
      await failure(rich.client.trade.create({ code: 'btcusdt', path: 0, amount: rupees(99) }, key())),
    ).toMatchObject({ info: 'Invalid Amount' })
  })

  it('refuses trade amounts outside the §5 rule and unknown markets', async () => {
    expect(
      await failure(rich.client.trade.create({ code: 'btcusdt', path: 0, amount: rupees(5) }, key())),
    ).toMatchObject({
      info: 'Invalid Amount',
    })
    expect(
      await failure(rich.client.trade.create({ code: 'zzz', path: 1, amount: rupees(500) }, key())),
    ).toMatchObject({
      info: 'Unknown market',
    })
    expect(
      await failure(empty.client.trade.create({ code: 'btcusdt', path: 1, amount: rupees(500) }, key())),
    ).toMatchObject({
      info: 'Insufficient balance',
    })
  })

  it('invests in BIT Pro, accrues profit, transfers profit and principal with the early penalty', async () => {
    const totalsBefore = await run(rich.client.pro.total())
    await run(rich.client.pro.create(rupees(6000), key()))
    const [latest] = await run(rich.client.pro.list())
    expect(latest).toMatchObject({ amount: rupees(6000), status: 0, profit: 0 })
    expect((await run(rich.client.pro.total())).amount).toBe(totalsBefore.amount + rupees(6000))
    const id = latest?.id ?? 0
    expect(await failure(rich.client.pro.transferProfit(id, key()))).toMatchObject({
      info: 'No profit to transfer yet',
    })
    sim.advanceClock(24 * 3_600_000)
    const info = await run(rich.client.pro.info(id))
    expect(info.profit).toBe(rupees(72))
    const beforeProfit = await run(rich.client.user.info())
    await run(rich.client.pro.transferProfit(id, key()))
    expect((await run(rich.client.user.info())).balance - beforeProfit.balance).toBe(rupees(72))
    const ack = await run(rich.client.pro.transferPrincipal(id, key()))
    expect(ack.info).toContain('penalty')
    expect((await run(rich.client.user.info())).balance - beforeProfit.balance).toBe(rupees(72 + 5400))
    expect((await run(rich.client.pro.info(id))).status).not.toBe(0)
    expect(await failure(rich.client.pro.transferPrincipal(id, key()))).toMatchObject({
      _tag: 'ServerRejected',
    })
    expect(await failure(empty.client.pro.info(id))).toMatchObject({ info: 'Investment not found' })
  })

  it('lists every mining plan (mining/list extension), each as mining/info sends it', async () => {
    const plans = await run(rich.client.mining.list())
    expect(plans.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(plans[0]).toEqual(await run(rich.client.mining.info(1)))
    expect(plans.at(-1)).toMatchObject({ title: 'Data Centre Share', countDays: 90 })
  })

  it('serves mining plans and orders them by quantity', async () => {
    const plan = await run(rich.client.mining.info(1))
    expect(plan).toMatchObject({ countDays: 7, incomeRate: 1.5, price: rupees(600) })
    const before = await run(rich.client.user.info())
    const ack = await run(rich.client.mining.createOrder({ miningId: 1, num: 2 }, key()))
    expect(ack.info).toContain('Starter Rig')
    expect(before.balance - (await run(rich.client.user.info())).balance).toBe(rupees(1200))
    expect(await failure(rich.client.mining.createOrder({ miningId: 1, num: 1000 }, key()))).toMatchObject({
      info: 'Invalid Num',
    })
    expect(await failure(empty.client.mining.createOrder({ miningId: 1, num: 1 }, key()))).toMatchObject({
      info: 'Insufficient balance',
    })
  })

  it('serves rewards, notices (hostile HTML kept as data), pages, channel messages and activities', async () => {
    expect((await run(rich.client.reward.lastTen())).length).toBeGreaterThan(3)
    // The hostile-HTML fixture is not seeded; a test inserts it, and it is then served as it is.
    const fixture = insertHostileContent(sim.sim.db, sim.sim.clock.now())
    const notices = await run(rich.client.notice.list())
    expect(notices.some((n) => n.contents.includes('<script>'))).toBe(true)
    expect((await run(rich.client.notice.info(notices[0]?.id ?? 0))).title).toBe(notices[0]?.title)
    expect((await run(rich.client.page.info(fixture.page))).contents).toContain('onerror=')
    expect((await run(rich.client.channel.messages())).length).toBeGreaterThan(3)
    expect((await run(rich.client.channel.activities()))[0]?.title).toBeTruthy()
    // Each activity names the in-app screen it is about (the Find card opens it).
    const actions = (await run(rich.client.channel.activities())).map((a) => a.action)
    expect(actions).toContain('/buy?id=1')
    for (const action of actions) expect(action).toMatch(/^\/[a-z_]+(\?.*)?$/)
  })

  it('summarises the three-level team and ranks the boards best first', async () => {
    const overview = await run(rich.client.team.overview())
    let sum = 0
    for (const level of [1, 2, 3] as const) {
      const summary = await run(rich.client.team.summary(level))
      const members = await run(rich.client.team.members(level))
      expect(summary.peopleCount).toBe(members.length)
      expect(members.length).toBeGreaterThan(0)
      sum += summary.peopleCount
    }
    expect(overview.peopleCount).toBe(sum)
    expect(overview.depositAmount).toBeGreaterThan(0)
    expect((await run(empty.client.team.overview())).peopleCount).toBe(0)
    // The seeded world fills every board with real users (services/rankings.test.ts checks the figures).
    for (const field of ['team', 'team_month', 'invite', 'invite_moth'] as const) {
      const board = await run(rich.client.ranking.list(field))
      expect(board.length).toBeGreaterThan(10)
      const key = field === 'team_month' ? 'teamMonth' : field === 'invite_moth' ? 'inviteMonth' : field
      expect(board[0]?.[key]).toBeGreaterThanOrEqual(board[1]?.[key] ?? 0)
      expect(board.map((entry) => entry.rank)).toEqual(board.map((_, index) => index + 1))
      // The rich demo invited friends this week and month: it has its own row on every board.
      expect((await run(rich.client.ranking.mine(field))).rank).toBeGreaterThan(0)
    }
  })
})
