import { paise, rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { RunningSim } from '../src/main.ts'
import { runBackOffice } from '../src/services/back-office.ts'
import { bindBank, FINANCE, ledgerOf, moneyUser, operatorSignIn, ops, SUPPORT } from './ops-support.ts'
import { key, RICH_DEMO, run, signIn, startTestSim } from './support.ts'

// Issue 29, phase B: the finance role's money queues. Each decision is the automatic desk's own function
// (issue 26), so the user sees what the desk would have produced; it is taken once, audited, and pushed to the
// finance consoles.

const minute = 60_000

interface AuditEntry {
  actor: string
  role: string
  action: string
  subject: string
  before: Record<string, unknown>
  after: Record<string, unknown>
}

describe('the finance money queues', () => {
  let sim: RunningSim
  let finance: string
  let support: string

  beforeAll(async () => {
    // Fresh users' banks are bound minutes before their withdrawals, which the desk would refund: the desk is
    // kept out of the way (manual) except where a test says otherwise.
    sim = await startTestSim({ decider: 'manual' })
    finance = await operatorSignIn(sim, FINANCE)
    support = await operatorSignIn(sim, SUPPORT)
  })
  afterAll(() => sim.close())

  const latestAudit = async (): Promise<AuditEntry> => {
    const answer = await ops(sim, 'GET', 'audit/all?limit=1', { token: finance })
    return (answer.body.entries as AuditEntry[])[0] as AuditEntry
  }

  async function withdrawal(name: string, amount: number, tp: 0 | 1 = 0) {
    const user = await moneyUser(sim, name, 1000, 500)
    const bankId = await bindBank(user)
    const ack = await run(
      user.client.payout.create({ amount: paise(Math.round(amount * 100)), bankId, tp }, key()),
    )
    const order = ack.receipt?.orderNumber ?? ''
    const { id } = sim.sim.db.prepare('SELECT id FROM withdrawals WHERE order_num = ?').get(order) as {
      id: number
    }
    return { user, order, id }
  }

  describe('who may open them', () => {
    it('refuses support (403), a user’s token and no token (401); nothing moves', async () => {
      const { user, id } = await withdrawal('Demo Delta', 100)
      const before = ledgerOf(sim, user.id)
      expect(await ops(sim, 'POST', `queues/withdrawals/${id}/pay`, { token: support })).toMatchObject({
        status: 403,
        body: { reason: 'role' },
      })
      expect((await ops(sim, 'GET', 'queues', { token: support })).status).toBe(403)
      expect((await ops(sim, 'GET', 'queues/withdrawals', { token: support })).status).toBe(403)
      const demo = await signIn(sim, RICH_DEMO)
      expect(
        await ops(sim, 'POST', `queues/withdrawals/${id}/pay`, { token: demo.token.value ?? '' }),
      ).toMatchObject({ status: 401, body: { reason: 'session' } })
      const userHeader = await fetch(`${sim.url}/ops/api/queues/withdrawals`, {
        headers: { token: demo.token.value ?? '' },
      })
      expect(userHeader.status).toBe(401)
      expect(
        (await ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, { body: { code: 'other' } })).status,
      ).toBe(401)
      expect((await run(user.client.payout.list()))[0]?.status).toBe(0)
      expect(ledgerOf(sim, user.id)).toEqual(before)
    })
  })

  describe('withdrawals', () => {
    it('lists what waits with amount, fee, bank, the desk’s rule and the user’s recent activity, oldest or newest first', async () => {
      const first = await withdrawal('Demo Fig', 200)
      sim.advanceClock(minute)
      const second = await withdrawal('Demo Indigo', 300)
      const list = async (order?: string) =>
        (
          await ops(sim, 'GET', `queues/withdrawals?limit=50${order ? `&order=${order}` : ''}`, {
            token: finance,
          })
        ).body.items as { id: number; orderNum: string }[]
      const oldest = (await list()).map((item) => item.id)
      expect(oldest.indexOf(first.id)).toBeLessThan(oldest.indexOf(second.id))
      const newest = (await list('newest')).map((item) => item.id)
      expect(newest[0]).toBe(second.id)
      expect(newest.indexOf(second.id)).toBeLessThan(newest.indexOf(first.id))
      expect((await ops(sim, 'GET', 'queues/withdrawals?order=sideways', { token: finance })).status).toBe(
        400,
      )

      const item = (await list('newest'))[0]
      expect(item).toMatchObject({
        id: second.id,
        orderNum: second.order,
        user: { userId: second.user.id, code: second.user.code, name: 'Demo Indigo' },
        amount: 30_000,
        fee: 3_000,
        purse: 'balance',
        bank: { name: 'Sample Bank', holder: 'Test Holder', ifsc: 'DEMO0000001' },
        // Manual: no automatic desk decides it.
        autoAt: null,
        // The bank was bound minutes before: the desk's rule would refund it.
        deskWould: { decision: 'refuse', code: 'bank_changed' },
        activity: {
          balance: 100_000 - 33_000,
          salary: 50_000,
          lines: [{ title: 'Withdrawal', purse: 'balance', amount: -33_000, balance: 67_000 }],
        },
      })
      expect((item as unknown as { bank: { accountEnding: string } }).bank.accountEnding).toMatch(/^\d{4}$/)
      const summary = (await ops(sim, 'GET', 'queues', { token: finance })).body
      expect(summary).toMatchObject({
        decider: { mode: 'manual' },
        queues: { withdrawals: { autoAfterMs: null }, transfers: { autoAfterMs: null } },
      })
      expect((summary as { queues: { withdrawals: { waiting: number } } }).queues.withdrawals.waiting).toBe(
        (await list()).length,
      )
    })

    it('pays: Success for the user, nothing else moves; audited; a second decision is refused and moves nothing', async () => {
      const { user, order, id } = await withdrawal('Demo Jade', 500)
      const debited = ledgerOf(sim, user.id)
      const paid = await ops(sim, 'POST', `queues/withdrawals/${id}/pay`, { token: finance })
      expect(paid).toMatchObject({
        status: 200,
        body: { withdrawal: { id, orderNum: order, status: 'paid', returned: 0 } },
      })
      expect((await run(user.client.payout.list()))[0]).toMatchObject({ status: 3, reason: '' })
      expect(ledgerOf(sim, user.id)).toEqual(debited)
      expect(await latestAudit()).toMatchObject({
        actor: FINANCE.login,
        role: 'finance',
        action: 'withdrawal-paid',
        subject: `withdrawal ${order} of user ${user.code}`,
        before: { status: 'Pending in bank', amount: '₹500.00', fee: '₹50.00' },
        after: { status: 'Success' },
      })

      for (const again of ['pay', 'refuse']) {
        expect(
          await ops(sim, 'POST', `queues/withdrawals/${id}/${again}`, {
            token: finance,
            body: { code: 'bank_returned' },
          }),
        ).toMatchObject({
          status: 409,
          body: { reason: 'decided', error: 'This withdrawal was already decided: it was paid' },
        })
      }
      expect(ledgerOf(sim, user.id)).toEqual(debited)
      expect((await latestAudit()).action).toBe('withdrawal-paid')
      expect((await ops(sim, 'POST', 'queues/withdrawals/99999999/pay', { token: finance })).status).toBe(404)
    })

    it('refuses with a reason: amount and fee back to the paisa with the desk’s statement line, the reason on the withdrawal', async () => {
      const { user, order, id } = await withdrawal('Demo Kiwi', 123)
      // 10 % fee of ₹123 is ₹12.30: ₹135.30 left the balance.
      expect((await run(user.client.user.info())).balance).toBe(paise(100_000 - 13_530))
      const answer = await ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, {
        token: finance,
        body: { code: 'holder_mismatch' },
      })
      expect(answer).toMatchObject({
        status: 200,
        body: { withdrawal: { status: 'refunded', returned: 13_530, reasonCode: 'holder_mismatch' } },
      })
      expect((await run(user.client.payout.list()))[0]).toMatchObject({
        orderNumber: order,
        status: 2,
        fee: paise(1_230),
        reasonCode: 'holder_mismatch',
        reason: expect.stringContaining('not in the name on your Mandi account'),
      })
      expect((await run(user.client.user.info())).balance).toBe(paise(100_000))
      const refund = ledgerOf(sim, user.id).at(-1)
      expect(refund).toEqual({
        purse: 'balance',
        title: 'Withdrawal refund',
        amount: 13_530,
        balance: 100_000,
        created_at: expect.any(Number),
      })
      expect(await latestAudit()).toMatchObject({
        action: 'withdrawal-refused',
        subject: `withdrawal ${order} of user ${user.code}`,
        before: { status: 'Pending in bank', amount: '₹123.00', fee: '₹12.30', balance: '₹864.70' },
        after: {
          status: 'Refund',
          returned: '₹135.30',
          balance: '₹1,000.00',
          reason_code: 'holder_mismatch',
        },
      })
      expect(
        await ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, {
          token: finance,
          body: { code: 'holder_mismatch' },
        }),
      ).toMatchObject({
        status: 409,
        body: { error: 'This withdrawal was already decided: it was refunded' },
      })
      expect(ledgerOf(sim, user.id).filter((line) => line.title === 'Withdrawal refund')).toHaveLength(1)
    })

    it('refunds a salary withdrawal to the salary balance; an operator’s own reason is kept as written', async () => {
      const { user, id } = await withdrawal('Demo Marble', 100, 1)
      for (const [body, reason] of [
        [{ code: 'other', reason: ' no ' }, 'empty'],
        [{ code: 'other', reason: 'x'.repeat(301) }, 'too-long'],
        [{ code: 'utr_used' }, 'bad-request'],
        [{}, 'bad-request'],
      ] as const) {
        expect(
          await ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, { token: finance, body }),
        ).toMatchObject({ status: 400, body: { reason } })
      }
      expect((await run(user.client.salary.withdrawals()))[0]?.status).toBe(0)
      const own = '  The payout bank is closed today; please withdraw again tomorrow.  '
      await ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, {
        token: finance,
        body: { code: 'other', reason: own },
      })
      expect((await run(user.client.salary.withdrawals()))[0]).toMatchObject({
        status: 2,
        reasonCode: 'other',
        reason: own.trim(),
      })
      expect(await run(user.client.user.info())).toMatchObject({ balance: rupees(1000), salary: rupees(500) })
      expect(ledgerOf(sim, user.id).at(-1)).toMatchObject({
        purse: 'salary',
        title: 'Salary withdrawal refund',
        amount: 11_000,
        balance: 50_000,
      })
    })

    it('answers a retried decision with its Idempotency-Key as the first time, once; the key with another request is refused', async () => {
      const { user, id } = await withdrawal('Demo Mint', 100)
      const headers = { 'idempotency-key': 'decision-key-0001' }
      const call = (body: unknown) =>
        ops(sim, 'POST', `queues/withdrawals/${id}/refuse`, { token: finance, body, headers })
      const first = await call({ code: 'bank_returned' })
      expect(first.status).toBe(200)
      const again = await call({ code: 'bank_returned' })
      expect(again).toEqual(first)
      expect(ledgerOf(sim, user.id).filter((line) => line.title === 'Withdrawal refund')).toHaveLength(1)
      expect(await call({ code: 'holder_mismatch' })).toMatchObject({
        status: 409,
        body: { reason: 'key-reused' },
      })
      expect(
        await ops(sim, 'POST', `queues/withdrawals/${id}/pay`, {
          token: finance,
          headers: { 'idempotency-key': 'short' },
        }),
      ).toMatchObject({ status: 400 })
    })
  })

  describe('bank transfers', () => {
    async function transfer(name: string, amount: number, utr: string, inviteCode?: string) {
      const user = await moneyUser(sim, name)
      if (inviteCode) {
        const inviter = sim.sim.db.prepare('SELECT id FROM users WHERE code = ?').get(inviteCode) as {
          id: number
        }
        sim.sim.db.prepare('UPDATE users SET inviter_id = ? WHERE id = ?').run(inviter.id, user.id)
      }
      const order = (
        await run(
          user.client.pay.create({ amount: paise(Math.round(amount * 100)), tp: 1, channelId: 1 }, key()),
        )
      ).url
      await run(user.client.pay.reference({ orderNumber: order, utr }))
      const row = sim.sim.db.prepare('SELECT id, utr_at FROM deposits WHERE order_num = ?').get(order) as {
        id: number
        utr_at: number
      }
      return { user, order, id: row.id, sentAt: row.utr_at }
    }

    it('confirms a UTR: credited to the paisa with the statement line, credited_at set, the inviter rewarded after', async () => {
      const { user, order, id, sentAt } = await transfer('Demo Oak', 2000.5, '612345678901', RICH_DEMO.code)
      const listed = (await ops(sim, 'GET', 'queues/transfers?order=newest', { token: finance })).body
        .items as Record<string, unknown>[]
      expect(listed[0]).toMatchObject({
        id,
        orderNum: order,
        amount: 200_050,
        utr: '612345678901',
        sentAt,
        autoAt: null,
        deskWould: { decision: 'confirm' },
      })
      const inviterBefore = sim.sim.db
        .prepare('SELECT balance FROM users WHERE code = ?')
        .get(RICH_DEMO.code) as {
        balance: number
      }
      const answer = await ops(sim, 'POST', `queues/transfers/${id}/confirm`, {
        token: finance,
        body: { sentAt },
      })
      expect(answer).toMatchObject({
        status: 200,
        body: { transfer: { status: 'confirmed', credited: 200_050 } },
      })
      expect((await run(user.client.pay.list()))[0]).toMatchObject({ status: 1, stage: 'paid', reason: '' })
      expect((await run(user.client.user.info())).balance).toBe(paise(200_050))
      expect(ledgerOf(sim, user.id)).toEqual([
        {
          purse: 'balance',
          title: 'Deposit',
          amount: 200_050,
          balance: 200_050,
          created_at: expect.any(Number),
        },
      ])
      const credited = sim.sim.db.prepare('SELECT credited_at FROM deposits WHERE id = ?').get(id) as {
        credited_at: number | null
      }
      expect(credited.credited_at).toEqual(expect.any(Number))
      // The next back-office round pays the inviter 5 % of the first credited deposit, half up: ₹100.03.
      runBackOffice(sim.sim)
      const inviterAfter = sim.sim.db
        .prepare('SELECT balance FROM users WHERE code = ?')
        .get(RICH_DEMO.code) as {
        balance: number
      }
      expect(inviterAfter.balance - inviterBefore.balance).toBe(10_003)
      expect(await latestAudit()).toMatchObject({
        action: 'transfer-confirmed',
        subject: `bank transfer ${order} of user ${user.code}`,
        before: { stage: 'checking', utr: '612345678901', amount: '₹2,000.50', balance: '₹0.00' },
        after: { stage: 'paid', credited: '₹2,000.50', balance: '₹2,000.50' },
      })
      expect(
        await ops(sim, 'POST', `queues/transfers/${id}/confirm`, { token: finance, body: { sentAt } }),
      ).toMatchObject({ status: 409, body: { reason: 'decided' } })
      expect((await run(user.client.user.info())).balance).toBe(paise(200_050))
    })

    it('refuses a UTR with the reason the user sees; a UTR sent again is a new decision, the old one is refused', async () => {
      const { user, order, id, sentAt } = await transfer('Demo Peach', 700, '612345678902')
      expect(
        await ops(sim, 'POST', `queues/transfers/${id}/refuse`, {
          token: finance,
          body: { code: 'utr_not_found' },
        }),
      ).toMatchObject({ status: 400 })
      const refused = await ops(sim, 'POST', `queues/transfers/${id}/refuse`, {
        token: finance,
        body: { sentAt, code: 'utr_not_found' },
      })
      expect(refused).toMatchObject({ status: 200, body: { transfer: { status: 'refused', credited: 0 } } })
      expect((await run(user.client.pay.list()))[0]).toMatchObject({
        orderNumber: order,
        status: 0,
        stage: 'refused',
        reasonCode: 'utr_not_found',
        reason: expect.stringContaining('No transfer with this UTR has reached our account'),
      })
      expect(ledgerOf(sim, user.id)).toEqual([])
      expect((await latestAudit()).action).toBe('transfer-refused')

      await run(user.client.pay.reference({ orderNumber: order, utr: '612345678903' }))
      // A decision about the first UTR (the operator's screen was old) moves nothing.
      expect(
        await ops(sim, 'POST', `queues/transfers/${id}/confirm`, { token: finance, body: { sentAt } }),
      ).toMatchObject({ status: 409, body: { reason: 'decided' } })
      expect((await run(user.client.user.info())).balance).toBe(rupees(0))
    })
  })

  describe('PAN reviews', () => {
    const form = (pan: string, name: string) => ({
      pan,
      name,
      birthDate: '19900115',
      address: 'Demo Street 12',
      pin: '560001',
      city: 'Bengaluru',
    })
    const sentAtOf = (userId: number) =>
      (
        sim.sim.db.prepare('SELECT created_at FROM verifications WHERE user_id = ?').get(userId) as {
          created_at: number
        }
      ).created_at

    it('verifies, or refuses with the reason the user sees; a decided review is not decided again', async () => {
      const good = await moneyUser(sim, 'Demo Poppy')
      await run(good.client.user.verify(form('ZZZPS0000Z', 'Demo Poppy')))
      const bad = await moneyUser(sim, 'Demo Sage')
      await run(bad.client.user.verify(form('ZZZPT0000Z', 'Demo Sage')))
      const items = (await ops(sim, 'GET', 'queues/pans?order=newest', { token: finance })).body.items as {
        id: number
      }[]
      expect(items.slice(0, 2)).toMatchObject([
        { id: bad.id, pan: 'ZZZPT0000Z', fullName: 'Demo Sage', deskWould: { decision: 'verify' } },
        { id: good.id, user: { name: 'Demo Poppy' }, autoAt: null },
      ])

      const sentAt = sentAtOf(good.id)
      expect(
        await ops(sim, 'POST', `queues/pans/${good.id}/verify`, { token: finance, body: { sentAt } }),
      ).toMatchObject({ status: 200, body: { pan: { status: 'verified' } } })
      expect((await run(good.client.user.info())).kycStatus).toBe(2)
      expect((await latestAudit()).action).toBe('pan-verified')
      expect(
        await ops(sim, 'POST', `queues/pans/${good.id}/refuse`, {
          token: finance,
          body: { sentAt, code: 'name_mismatch' },
        }),
      ).toMatchObject({ status: 409, body: { error: 'This PAN review was already decided: verified' } })

      await ops(sim, 'POST', `queues/pans/${bad.id}/refuse`, {
        token: finance,
        body: { sentAt: sentAtOf(bad.id), code: 'name_mismatch' },
      })
      expect((await run(bad.client.user.info())).kycStatus).toBe(3)
      expect(await run(bad.client.user.verificationInfo())).toMatchObject({
        reasonCode: 'name_mismatch',
        reason: 'The name does not match the name on your account',
      })
      expect(await latestAudit()).toMatchObject({
        action: 'pan-refused',
        after: { kyc: 'refused', reason_code: 'name_mismatch' },
      })
    })
  })

  describe('the live feed', () => {
    async function listen(token: string) {
      const frames: Record<string, unknown>[] = []
      const ws = new WebSocket(`${sim.url.replace(/^http/, 'ws')}/ws/ops`)
      ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>))
      await new Promise((resolve) => ws.once('open', resolve))
      ws.send(JSON.stringify({ type: 'auth', token }))
      await expect.poll(() => frames.map((f) => f.type)).toContain('auth_ok')
      return { ws, frames }
    }

    it('tells finance consoles when an item comes and when it is decided; support consoles hear none of it', async () => {
      const desk = await listen(finance)
      const chats = await listen(support)
      const queueFrames = (frames: Record<string, unknown>[]) => frames.filter((f) => f.type === 'queue')

      const { id } = await withdrawal('Demo Tulip', 100)
      // The back office's next round sees the new withdrawal.
      runBackOffice(sim.sim)
      await expect
        .poll(() => queueFrames(desk.frames))
        .toContainEqual({ type: 'queue', data: { queue: 'withdrawals' } })
      const heard = queueFrames(desk.frames).length
      await ops(sim, 'POST', `queues/withdrawals/${id}/pay`, { token: finance })
      await expect.poll(() => queueFrames(desk.frames).length).toBeGreaterThan(heard)
      expect(queueFrames(chats.frames)).toEqual([])
      desk.ws.close()
      chats.ws.close()
    })
  })
})
