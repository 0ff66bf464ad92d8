import { paise, rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { HOSTILE_NOTICE_TITLE } from '../src/seed/hostile-content.ts'
import { insertUser } from '../src/seed/users.ts'
import { runBackOffice } from '../src/services/back-office.ts'
import { PAN_REVIEW_MS } from '../src/services/pan-review.ts'
import { TRANSFER_CHECK_MS } from '../src/services/transfer-desk.ts'
import { WITHDRAWAL_SETTLE_MS } from '../src/services/withdrawal-desk.ts'
import { failure, key, RICH_DEMO, rawPost, run, type Session, signIn, startTestSim } from './support.ts'

const minute = 60_000
let serial = 0

describe('the back office settles what users start (issue 26)', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())

  /** A new account with `balance` rupees (and `salary`), signed in. */
  async function freshUser(name: string, balance = 0, salary = 0): Promise<Session & { id: number }> {
    const mob = `81${String(Date.now() + serial++).slice(-8)}`
    const db = sim.sim.db
    const id = insertUser(db, {
      name,
      mob,
      password: 'start.123',
      inviterId: null,
      createdAt: sim.sim.clock.now(),
    })
    db.prepare('UPDATE users SET balance = ?, salary = ? WHERE id = ?').run(balance * 100, salary * 100, id)
    return { ...(await signIn(sim, { mob, password: 'start.123' })), id }
  }

  async function bindBank(user: Session): Promise<number> {
    await run(
      user.client.bank.create({
        bankAccount: `7${Date.now()}${serial++}`.slice(0, 15),
        accountHolder: 'Test Holder',
        ifsc: 'DEMO0000001',
        bankName: 'Sample Bank',
      }),
    )
    return (await run(user.client.bank.list()))[0]?.id ?? 0
  }

  const ledger = (userId: number) =>
    sim.sim.db
      .prepare('SELECT purse, title, amount, balance, created_at FROM ledger WHERE user_id = ? ORDER BY id')
      .all(userId) as { purse: string; title: string; amount: number; balance: number; created_at: number }[]
  const row = (table: string, order: string) =>
    sim.sim.db.prepare(`SELECT * FROM ${table} WHERE order_num = ?`).get(order) as Record<string, unknown>

  /** Runs the jobs once more at the same moment: nothing may change. */
  function expectIdempotent(userId: number) {
    const before = {
      ledger: ledger(userId),
      user: sim.sim.db.prepare('SELECT * FROM users WHERE id = ?').get(userId),
    }
    const counts = runBackOffice(sim.sim, sim.sim.clock.now())
    expect(counts['withdrawal desk']).toBe(0)
    expect(counts['bank transfer desk']).toBe(0)
    expect(counts['PAN review']).toBe(0)
    expect({
      ledger: ledger(userId),
      user: sim.sim.db.prepare('SELECT * FROM users WHERE id = ?').get(userId),
    }).toEqual(before)
  }

  describe('withdrawal desk', () => {
    it('pays a withdrawal 30 minutes after it was made, to a bank bound over an hour before', async () => {
      const user = await freshUser('Demo Anchor', 1000)
      const bankId = await bindBank(user)
      sim.advanceClock(61 * minute)
      const ack = await run(user.client.payout.create({ amount: rupees(500), bankId, tp: 0 }, key()))
      const order = ack.receipt?.orderNumber ?? ''
      expect((await run(user.client.user.info())).balance).toBe(rupees(450))
      sim.advanceClock(WITHDRAWAL_SETTLE_MS - minute)
      expect((await run(user.client.payout.list()))[0]).toMatchObject({
        status: 0,
        settledAt: null,
        reason: '',
      })
      sim.advanceClock(2 * minute)
      const [paid] = await run(user.client.payout.list())
      expect(paid).toMatchObject({
        orderNumber: order,
        status: 3,
        fee: rupees(50),
        reason: '',
        reasonCode: '',
      })
      const created = row('withdrawals', order).created_at as number
      expect(row('withdrawals', order).settled_at).toBe(created + WITHDRAWAL_SETTLE_MS)
      // Paid: nothing comes back; the only line is the debit of amount + fee.
      expect((await run(user.client.user.info())).balance).toBe(rupees(450))
      expect(ledger(user.id).map((line) => [line.title, line.amount])).toEqual([['Withdrawal', -55_000]])
      expectIdempotent(user.id)
    })

    it('refunds amount and fee, with the reason and a statement line at its due time, when the bank was bound within the hour', async () => {
      const user = await freshUser('Demo Bamboo', 1000, 200)
      const bankId = await bindBank(user)
      sim.advanceClock(10 * minute)
      const balance = await run(user.client.payout.create({ amount: rupees(123), bankId, tp: 0 }, key()))
      const salary = await run(user.client.payout.create({ amount: rupees(100), bankId, tp: 1 }, key()))
      expect(await run(user.client.user.info())).toMatchObject({
        balance: paise(100_000 - 13_530),
        salary: paise(20_000 - 11_000),
      })
      // The clock jumps two hours: each is settled at its own due time.
      sim.advanceClock(2 * 60 * minute)
      const [refunded] = await run(user.client.payout.list())
      expect(refunded).toMatchObject({
        orderNumber: balance.receipt?.orderNumber,
        status: 2,
        fee: paise(1230),
        reasonCode: 'bank_changed',
        reason: expect.stringContaining('less than an hour before this withdrawal'),
      })
      expect((await run(user.client.salary.withdrawals()))[0]).toMatchObject({
        status: 2,
        reasonCode: 'bank_changed',
      })
      expect(await run(user.client.user.info())).toMatchObject({ balance: rupees(1000), salary: rupees(200) })
      const due = (order: string | undefined) =>
        (row('withdrawals', order ?? '').created_at as number) + WITHDRAWAL_SETTLE_MS
      expect(ledger(user.id).slice(-2)).toEqual([
        {
          purse: 'balance',
          title: 'Withdrawal refund',
          amount: 13_530,
          balance: 100_000,
          created_at: due(balance.receipt?.orderNumber),
        },
        {
          purse: 'salary',
          title: 'Salary withdrawal refund',
          amount: 11_000,
          balance: 20_000,
          created_at: due(salary.receipt?.orderNumber),
        },
      ])
      const statement = await run(user.client.user.settlement())
      expect(statement.map((line) => line.transactionType.title)).toContain(
        'Salary withdrawal refund (salary)',
      )
      expectIdempotent(user.id)
    })

    it('refunds a withdrawal whose bank was changed after it was made', async () => {
      const user = await freshUser('Demo Basil', 1000)
      const bankId = await bindBank(user)
      sim.advanceClock(2 * 60 * minute)
      await run(user.client.payout.create({ amount: rupees(100), bankId, tp: 0 }, key()))
      const [bank] = await run(user.client.bank.list())
      if (!bank) throw new Error('no bank bound')
      // The code is sent first: one-time codes belong to a send (issue 25).
      await run(user.client.bank.sendOtp())
      await run(user.client.bank.update({ ...bank, bankName: 'Other Bank', code: '123456' }))
      sim.advanceClock(WITHDRAWAL_SETTLE_MS)
      expect((await run(user.client.payout.list()))[0]).toMatchObject({
        status: 2,
        reasonCode: 'bank_changed',
      })
      expect((await run(user.client.user.info())).balance).toBe(rupees(1000))
    })
  })

  describe('bank transfer desk', () => {
    it('credits a transfer 15 minutes after its UTR, refuses a UTR already used, and takes a corrected one', async () => {
      const user = await freshUser('Demo Beacon')
      const first = (await run(user.client.pay.create({ amount: rupees(3000), tp: 1, channelId: 1 }, key())))
        .url
      const second = (
        await run(user.client.pay.create({ amount: paise(200_050), tp: 1, channelId: 1 }, key()))
      ).url
      expect(await failure(user.client.pay.reference({ orderNumber: first, utr: '12345' }))).toMatchObject({
        info: 'Enter the 12-digit UTR your bank shows for the transfer',
      })
      await run(user.client.pay.reference({ orderNumber: first, utr: '512345678901' }))
      // A retry with the same UTR is fine; another UTR while it is checked is not.
      await run(user.client.pay.reference({ orderNumber: first, utr: '512345678901' }))
      expect(
        await failure(user.client.pay.reference({ orderNumber: first, utr: '512345678902' })),
      ).toMatchObject({
        info: 'The UTR of this order is being checked',
      })
      expect(await failure(user.client.pay.cancel(first))).toMatchObject({
        info: 'The UTR of this order is being checked',
      })
      const listed = (await run(user.client.pay.list())).find((d) => d.orderNumber === first)
      expect(listed).toMatchObject({
        status: 0,
        stage: 'checking',
        utr: '512345678901',
        tp: 1,
        payUrl: '',
        payUntil: null,
      })
      const sentAt = row('deposits', first).utr_at as number
      sim.advanceClock(TRANSFER_CHECK_MS)
      expect((await run(user.client.pay.list())).find((d) => d.orderNumber === first)).toMatchObject({
        status: 1,
        stage: 'paid',
        reason: '',
      })
      expect((await run(user.client.user.info())).balance).toBe(rupees(3000))
      expect(ledger(user.id)).toEqual([
        {
          purse: 'balance',
          title: 'Deposit',
          amount: 300_000,
          balance: 300_000,
          created_at: sentAt + TRANSFER_CHECK_MS,
        },
      ])

      // The same UTR on the second order: refused with the reason, nothing credited.
      await run(user.client.pay.reference({ orderNumber: second, utr: '512345678901' }))
      sim.advanceClock(TRANSFER_CHECK_MS + minute)
      expect((await run(user.client.pay.list())).find((d) => d.orderNumber === second)).toMatchObject({
        status: 0,
        stage: 'refused',
        reasonCode: 'utr_used',
        reason: 'This UTR was already used for another deposit',
      })
      expect((await run(user.client.user.info())).balance).toBe(rupees(3000))
      expectIdempotent(user.id)
      // A corrected UTR is checked again and credited, to the paisa.
      await run(user.client.pay.reference({ orderNumber: second, utr: '512345678909' }))
      sim.advanceClock(TRANSFER_CHECK_MS)
      expect((await run(user.client.user.info())).balance).toBe(paise(500_050))
      expect(
        await failure(user.client.pay.reference({ orderNumber: second, utr: '512345678909' })),
      ).toMatchObject({
        info: 'This deposit is already paid',
      })
      expect(await failure(user.client.pay.cancel(second))).toMatchObject({
        info: 'This deposit is already paid',
      })
    })

    it('cancels an unpaid order, which then takes no UTR and cannot be paid; other users’ orders are not found', async () => {
      const user = await freshUser('Demo Cherry')
      const other = await freshUser('Demo Clover')
      const transfer = (
        await run(user.client.pay.create({ amount: rupees(600), tp: 1, channelId: 1 }, key()))
      ).url
      expect(await failure(other.client.pay.cancel(transfer))).toMatchObject({ info: 'Order not found' })
      await run(user.client.pay.cancel(transfer))
      await run(user.client.pay.cancel(transfer))
      expect((await run(user.client.pay.list()))[0]).toMatchObject({ stage: 'cancelled', status: 0 })
      expect(
        await failure(user.client.pay.reference({ orderNumber: transfer, utr: '401234567000' })),
      ).toMatchObject({
        info: 'This order was cancelled',
      })
      // A channel order: its payment link is listed until it expires; once cancelled, the page pays nothing.
      const channel = await run(user.client.pay.create({ amount: rupees(700), tp: 0, channelId: 2 }, key()))
      const [listed] = await run(user.client.pay.list())
      expect(listed?.payUrl).toBe(channel.url)
      expect(listed?.tp).toBe(0)
      await run(user.client.pay.cancel(listed?.orderNumber ?? ''))
      expect((await fetch(channel.url, { method: 'POST' })).status).toBe(409)
      expect((await run(user.client.user.info())).balance).toBe(rupees(0))
      expect((await run(user.client.pay.list()))[0]?.payUrl).toBe('')
      const unpaid = await run(user.client.pay.create({ amount: rupees(800), tp: 0, channelId: 2 }, key()))
      sim.advanceClock(31 * minute)
      const expired = (await run(user.client.pay.list()))[0]
      expect(expired).toMatchObject({ stage: 'unpaid', payUrl: '' })
      expect(unpaid.url).toContain(`/pay/${expired?.orderNumber}`)
      expect(
        await failure(
          user.client.pay.reference({ orderNumber: expired?.orderNumber ?? '', utr: '401234567001' }),
        ),
      ).toMatchObject({
        info: 'This order is not a bank transfer',
      })
    })
  })

  describe('PAN review', () => {
    const form = (pan: string, name: string) => ({
      pan,
      name,
      birthDate: '19900115',
      address: 'Demo Street 12',
      pin: '560001',
      city: 'Bengaluru',
    })

    it('refuses a PAN that is not a person’s with the reason; sent again with one, it is verified', async () => {
      const user = await freshUser('Demo Cobalt')
      await run(user.client.user.verify(form('ABCDE1234F', 'Demo Cobalt')))
      expect((await run(user.client.user.info())).kycStatus).toBe(1)
      sim.advanceClock(PAN_REVIEW_MS - minute)
      expect((await run(user.client.user.verificationInfo()))?.reviewedAt).toBeNull()
      sim.advanceClock(2 * minute)
      expect((await run(user.client.user.info())).kycStatus).toBe(3)
      expect(await run(user.client.user.verificationInfo())).toMatchObject({
        reasonCode: 'pan_not_person',
        reason: "This PAN is not a person's: its fourth letter must be P",
      })
      expectIdempotent(user.id)
      await run(user.client.user.verify(form('zzzpm0000z', 'DEMO  cobalt')))
      expect(await run(user.client.user.verificationInfo())).toMatchObject({
        reviewedAt: null,
        reason: '',
        reasonCode: '',
      })
      sim.advanceClock(PAN_REVIEW_MS)
      expect((await run(user.client.user.info())).kycStatus).toBe(2)
      expect(await run(user.client.user.verificationInfo())).toMatchObject({ pan: 'ZZZPM0000Z', reason: '' })
      expect(await failure(user.client.user.verify(form('ZZZPM0000Z', 'Demo Cobalt')))).toMatchObject({
        info: 'Your identity is already verified',
      })
    })

    it('refuses a name that is not the account’s', async () => {
      const user = await freshUser('Demo Cocoa')
      await run(user.client.user.verify(form('ZZZPN0000Z', 'Demo Cocoa Extra')))
      sim.advanceClock(PAN_REVIEW_MS)
      expect((await run(user.client.user.info())).kycStatus).toBe(3)
      expect((await run(user.client.user.verificationInfo()))?.reasonCode).toBe('name_mismatch')
    })
  })

  describe('the rich demo account', () => {
    it('shows every stage: withdrawals pending, paid and refunded with the reason; transfers credited with a UTR, waiting and cancelled', async () => {
      const rich = await signIn(sim, RICH_DEMO)
      const fresh = await startTestSim()
      try {
        const demo = await signIn(fresh, RICH_DEMO)
        const withdrawals = await run(demo.client.payout.list())
        expect(new Set(withdrawals.map((w) => w.status))).toEqual(new Set([0, 2, 3]))
        expect(withdrawals.find((w) => w.status === 2)).toMatchObject({ reasonCode: 'bank_returned' })
        const salary = await run(demo.client.salary.withdrawals())
        expect(new Set(salary.map((w) => w.status))).toEqual(new Set([0, 2, 3]))
        const deposits = await run(demo.client.pay.list())
        expect(deposits.find((d) => d.stage === 'paid' && d.tp === 1)?.utr).toMatch(/^\d{12}$/)
        expect(deposits.some((d) => d.stage === 'unpaid' && d.tp === 1)).toBe(true)
        expect(deposits.some((d) => d.stage === 'unpaid' && d.tp === 0 && d.payUrl !== '')).toBe(true)
        expect(deposits.some((d) => d.stage === 'cancelled')).toBe(true)
        expect((await run(demo.client.user.verificationInfo()))?.reasonCode).toBe('pan_not_person')
      } finally {
        await fresh.close()
      }
      expect((await run(rich.client.user.info())).kycStatus).toBe(3)
    })
  })

  describe('safe demo details', () => {
    it('answers a collection account that is visibly a demo and no messaging contact by default', async () => {
      const user = await freshUser('Demo Dune')
      expect(await run(user.client.pay.bank())).toEqual({
        accountHolder: 'Mandi Demo Collections (demo)',
        bankAccount: '000000000000',
        ifsc: 'DEMO0000001',
        upi: 'mandi.demo@demo.example',
      })
      expect(await run(user.client.user.supportContact())).toEqual({ wa: '', tg: '' })
    })

    it('has no hostile HTML in a fresh database; the admin endpoint inserts the fixture once', async () => {
      const user = await freshUser('Demo Flint')
      const markup = (text: string) => /onerror|<script|javascript:/i.test(text)
      const notices = await run(user.client.notice.list())
      expect(notices.filter((n) => markup(n.contents))).toEqual([])
      for (const id of [1, 2, 4]) expect(markup((await run(user.client.page.info(id))).contents)).toBe(false)
      expect((await run(user.client.channel.messages())).filter((m) => markup(m.msg))).toEqual([])
      const insert = () =>
        fetch(`${sim.url}/__admin/hostile-content`, { method: 'POST' }).then(
          (r) => r.json() as Promise<{ notice: number; page: number }>,
        )
      const ids = await insert()
      expect(await insert()).toEqual(ids)
      const notice = await run(user.client.notice.info(ids.notice))
      expect(notice.title).toBe(HOSTILE_NOTICE_TITLE)
      expect(notice.contents).toContain('<script>')
      expect((await run(user.client.page.info(ids.page))).contents).toContain('onerror=')
      expect(
        (await rawPost(sim, 'pay/cancel', { order_num: 'nope' }, { token: user.token.value })).info,
      ).toBe('Order not found')
    })
  })
})
