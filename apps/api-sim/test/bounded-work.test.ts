import { request } from 'node:http'
import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BODY_LIMIT } from '../src/http/limits.ts'
import { PAGE_LIMIT } from '../src/http/paging.ts'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, key, run, signIn, startTestSim } from './support.ts'

// Issue 25, point 5: every body is bounded (the payment page's too), a call that needs a session is refused
// before its body is read, and every list a user can grow answers one page at a time.

/** A raw HTTP request whose body is sent in chunks (no Content-Length); resolves with the status and body. */
function chunked(
  url: string,
  headers: Record<string, string>,
  chunks: Iterable<string>,
  options: { end?: boolean } = {},
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (part: string) => {
          body += part
        })
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection })
          req.destroy()
        })
      },
    )
    req.on('error', (error) => {
      if (!req.destroyed) reject(error)
    })
    for (const chunk of chunks) req.write(chunk)
    // Left open: the server must answer without waiting for the rest.
    if (options.end !== false) req.end()
  })
}

describe('bounded work', () => {
  let sim: RunningSim
  let token: string
  let userId: number

  beforeAll(async () => {
    sim = await startTestSim()
    token = (await signIn(sim, EMPTY_DEMO)).token.value ?? ''
    userId = (sim.sim.db.prepare('SELECT id FROM users WHERE mob = ?').get(EMPTY_DEMO.mob) as { id: number })
      .id
  })
  afterAll(() => sim.close())

  const depositStatus = (order: string) =>
    (sim.sim.db.prepare('SELECT status FROM deposits WHERE order_num = ?').get(order) as { status: number })
      .status

  async function payLink(): Promise<URL> {
    const session = await signIn(sim, EMPTY_DEMO)
    const made = await run(session.client.pay.create({ amount: rupees(600), tp: 0, channelId: 2 }, key()))
    return new URL(made.url)
  }

  describe('body limits', () => {
    it('refuses an oversized body on the payment page with 413, and pays nothing', async () => {
      const link = await payLink()
      const order = link.pathname.replace('/pay/', '')
      const padding = `pad=${'x'.repeat(DEFAULT_BODY_LIMIT)}`
      const declared = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: padding,
      })
      expect(declared.status).toBe(413)
      const streamed = await chunked(
        link.toString(),
        { 'content-type': 'application/x-www-form-urlencoded' },
        [padding.slice(0, 40_000), padding.slice(40_000)],
      )
      expect(streamed.status).toBe(413)
      expect(depositStatus(order)).toBe(0)
      // The same link with a small body still pays.
      const paid = await fetch(link, { method: 'POST' })
      expect(paid.status).toBe(200)
      expect(depositStatus(order)).toBe(1)
    })

    it('cuts a chunked API body at the cap with 413 and closes the connection', async () => {
      const streamed = await chunked(
        `${sim.url}/api/user/reset_login_pass`,
        { token, 'content-type': 'application/json' },
        ['{"a":"', 'x'.repeat(DEFAULT_BODY_LIMIT), '"}'],
      )
      expect(streamed.status).toBe(413)
      expect(streamed.connection).toBe('close')
    })

    it('bounds the admin switches too', async () => {
      const big = await fetch(`${sim.url}/__admin/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ x: 'y'.repeat(DEFAULT_BODY_LIMIT) }),
      })
      expect(big.status).toBe(413)
    })
  })

  describe('the token before the body', () => {
    it('answers status 3 to a call without a session without parsing its body', async () => {
      const response = await fetch(`${sim.url}/api/product/buy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: 'no-such-token' },
        body: '{not json',
      })
      expect(await response.json()).toMatchObject({ status: 3 })
      expect(response.headers.get('connection')).toBe('close')
    })

    it('answers status 3 while the body is still on its way', async () => {
      // The body never ends: a server that reads it first never answers.
      const answer = await chunked(
        `${sim.url}/api/user/set_face_icon`,
        { token: 'no-such-token', 'content-type': 'multipart/form-data; boundary=x' },
        ['--x\r\ncontent-disposition: form-data; name="face_icon"; filename="a.png"\r\n\r\n'],
        { end: false },
      )
      expect(JSON.parse(answer.body)).toMatchObject({ status: 3 })
    })

    it('still reads the body of a public call and of a call with a session', async () => {
      const login = await fetch(`${sim.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ mob: EMPTY_DEMO.mob, pass_word: EMPTY_DEMO.password }).toString(),
      })
      expect(await login.json()).toMatchObject({ status: 1 })
      const bad = await fetch(`${sim.url}/api/product/buy`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: '{not json',
      })
      expect(await bad.json()).toMatchObject({ status: 0, info: 'Invalid request body' })
    })
  })

  describe('paged lists', () => {
    const ROWS = PAGE_LIMIT + 12
    const at = (i: number) => Date.UTC(2026, 0, 1) + i * 60_000

    beforeAll(() => {
      const db = sim.sim.db
      db.transaction(() => {
        const bank = db
          .prepare(
            "INSERT INTO banks (user_id, bank_name, bank_account, account_holder, ifsc) VALUES (?, 'Test Bank', '700000000001', 'Test Holder', 'TEST0000001')",
          )
          .run(userId).lastInsertRowid
        for (let i = 0; i < ROWS; i++) {
          db.prepare(
            'INSERT INTO deposits (user_id, order_num, amount, channel_id, status, created_at) VALUES (?, ?, 60000, 2, 0, ?)',
          ).run(userId, `P${i}`, at(i))
          for (const tp of [0, 1]) {
            db.prepare(
              'INSERT INTO withdrawals (user_id, order_num, amount, fee, bank_id, tp, status, created_at) VALUES (?, ?, 10000, 1000, ?, ?, 0, ?)',
            ).run(userId, `W${tp}${i}`, bank, tp, at(i))
          }
          db.prepare(
            'INSERT INTO salary_logs (user_id, amount, status, created_at) VALUES (?, 500, 0, ?)',
          ).run(userId, at(i))
          for (const status of [1, 2]) {
            db.prepare(
              'INSERT INTO positions (user_id, product_id, quantity, buy_price, balance_used, integral_used, status, created_at) VALUES (?, 1, 1, 10000, 10000, 0, ?, ?)',
            ).run(userId, status, at(i))
          }
          for (const status of [0, 1]) {
            db.prepare(
              'INSERT INTO trades (user_id, code, path, amount, rate_bp, status, open_price, close_price, created_at, settle_at) VALUES (?, (SELECT code FROM markets LIMIT 1), 0, 10000, 1500, ?, 100, 100, ?, ?)',
            ).run(userId, status, at(i), status === 0 ? at(i) + 1e12 : at(i))
          }
          db.prepare(
            'INSERT INTO pro_orders (user_id, amount, daily_rate_bp, status, created_at, expires_at) VALUES (?, 600000, 120, 1, ?, ?)',
          ).run(userId, at(i), at(i) + 1)
          db.prepare(
            "INSERT INTO ledger (user_id, purse, title, amount, balance, created_at) VALUES (?, 'balance', 'Test', 0, 0, ?)",
          ).run(userId, at(i))
          db.prepare(
            "INSERT INTO users (name, email, mob, pass_hash, code, inviter_id, created_at) VALUES ('Member', ?, ?, 'x:y', ?, ?, ?)",
          ).run(`member${i}@example.test`, `70100${String(i).padStart(5, '0')}`, `T${i}`, userId, at(i))
          db.prepare(
            "INSERT INTO notices (title, summary, contents, created_at) VALUES ('N', '', '', ?)",
          ).run(at(i))
          for (const tp of [0, 1]) {
            db.prepare("INSERT INTO channel_messages (tp, msg, created_at) VALUES (?, 'M', ?)").run(tp, at(i))
          }
        }
      })()
    })

    const list = async (path: string, query: Record<string, string> = {}) => {
      const response = await fetch(`${sim.url}/api/${path}?${new URLSearchParams(query)}`, {
        headers: { token },
      })
      return (await response.json()) as { status: number; info: string; data: unknown[] }
    }

    const LISTS: [string, Record<string, string>][] = [
      ['pay/list', {}],
      ['payout/list', {}],
      ['payout/salary_list', {}],
      ['payout/salary_log', {}],
      ['product/transaction_list', { status: '1' }],
      ['product/transaction_list', { status: '2' }],
      ['product/positions', { product_id: '1' }],
      ['trade/list', { status: '0' }],
      ['trade/list', { status: '1' }],
      ['pro/list', {}],
      ['user/settlement', {}],
      ['user/direct_people', { level: '1' }],
      ['notice/list', {}],
      ['channel/list', {}],
      ['channel/list', { tp: '1' }],
    ]

    it.each(LISTS)(`%s %o answers one page at a time, at most ${PAGE_LIMIT} rows`, async (path, query) => {
      const first = await list(path, query)
      expect(first.status).toBe(1)
      expect(first.data).toHaveLength(PAGE_LIMIT)
      const second = await list(path, { ...query, page: '2' })
      expect(second.data.length).toBeGreaterThan(0)
      expect(second.data.length).toBeLessThan(PAGE_LIMIT)
      // Small pages add up to the same rows in the same order.
      const small = [1, 2, 3, 4, 5].map((page) => list(path, { ...query, page: String(page), limit: '10' }))
      const joined = (await Promise.all(small)).flatMap((answer) => answer.data)
      expect(joined).toEqual(first.data)
    })

    it('refuses a page larger than the limit', async () => {
      const answer = await list('pay/list', { limit: String(PAGE_LIMIT + 1) })
      expect(answer).toMatchObject({ status: 0, info: 'Invalid limit' })
    })

    it('keeps reward/last_ten at ten', async () => {
      const db = sim.sim.db
      for (let i = 0; i < 15; i++) {
        db.prepare(
          "INSERT INTO rewards (user_id, code, name, amount, created_at) VALUES (?, 'C', 'N', 100, ?)",
        ).run(userId, at(i))
      }
      expect((await list('reward/last_ten')).data).toHaveLength(10)
    })
  })
})
