import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { paise, rupees } from '@mandi/domain'
import { Effect } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { clientFor, EMPTY_DEMO, key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

describe('data persists across a restart', () => {
  let dir: string

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mandi-sim-data-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps users, balances, orders and sessions in the file database', async () => {
    const db = join(dir, 'sim.sqlite')
    const first = await startTestSim({ db })
    const session = await signIn(first, EMPTY_DEMO)
    await run(session.client.pay.create({ amount: rupees(3000), tp: 1, channelId: 1 }, key()))
    await run(
      session.client.bank.create({
        bankAccount: '11223344556677',
        accountHolder: 'Demo Newcomer',
        ifsc: 'TEST0000001',
        bankName: 'Demo Bank',
      }),
    )
    await first.close()

    const second = await startTestSim({ db })
    try {
      // The same token still works: sessions live in the database too.
      const reused = clientFor(second, session.token.value)
      const deposits = await run(reused.client.pay.list())
      expect(deposits).toHaveLength(1)
      expect(deposits[0]).toMatchObject({ amount: rupees(3000), status: 0 })
      expect((await run(reused.client.bank.list()))[0]?.bankAccount).toBe('11223344556677')
      // Not reseeded: the catalogue still has its 30 products, and the account its one deposit.
      expect((await run(reused.client.product.list())).length).toBe(30)
    } finally {
      await second.close()
    }
  })
})

describe('concurrent money movements', () => {
  let sim: RunningSim
  let rich: Session

  beforeAll(async () => {
    sim = await startTestSim()
    rich = await signIn(sim, RICH_DEMO)
  })
  afterAll(() => sim.close())

  it('two parallel sells of one position cannot sell more than is held', async () => {
    const product = await run(rich.client.product.info(8))
    await run(
      rich.client.product.buy(
        {
          productId: 8,
          quantity: 3,
          buyPrice: product.price,
          useBalance: paise(product.price * 3),
          useIntegral: paise(0),
        },
        key(),
      ),
    )
    const [held] = await run(rich.client.product.positions(8))
    const id = held?.id ?? 0
    const before = await run(rich.client.user.info())
    const sellTwo = () => Effect.exit(rich.client.product.sell({ purchaseId: id, quantity: 2 }, key()))
    const results = await Promise.all([run(sellTwo()), run(sellTwo()), run(sellTwo())])
    expect(results.filter((r) => r._tag === 'Success')).toHaveLength(1)
    const after = await run(rich.client.user.info())
    expect(after.balance - before.balance).toBe(product.price * 2)
    expect((await run(rich.client.product.positions(8)))[0]?.quantity).toBe(1)
  })

  it('a double-submitted deposit with one Idempotency-Key creates one order and replays the answer', async () => {
    const session = await signIn(sim, EMPTY_DEMO)
    const idempotencyKey = key()
    const input = { amount: rupees(6000), tp: 1, channelId: 1 }
    const [a, b] = await Promise.all([
      run(session.client.pay.create(input, idempotencyKey)),
      run(session.client.pay.create(input, idempotencyKey)),
    ])
    expect(a).toEqual(b)
    expect(await run(session.client.pay.list())).toHaveLength(1)
    await run(session.client.pay.create(input, key()))
    expect(await run(session.client.pay.list())).toHaveLength(2)
  })

  it('a retried buy with the same key moves money once', async () => {
    const product = await run(rich.client.product.info(9))
    const before = await run(rich.client.user.info())
    const input = {
      productId: 9,
      quantity: 1,
      buyPrice: product.price,
      useBalance: product.price,
      useIntegral: paise(0),
    }
    const k = key()
    await run(rich.client.product.buy(input, k))
    await run(rich.client.product.buy(input, k))
    expect(before.balance - (await run(rich.client.user.info())).balance).toBe(product.price)
  })
})
