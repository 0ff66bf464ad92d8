import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { PAY_LINK_TTL_MS } from '../src/web/pay-link.ts'
import { EMPTY_DEMO, key, RICH_DEMO, run, signIn, startTestSim } from './support.ts'

// The payment page serves only the order's owner (issue 17): pay/create answers a signed link that expires,
// and anyone else (no signature, a wrong one, another order's, an expired link) is refused with nothing paid.

interface Link {
  url: string
  order: string
  exp: string
  sig: string
}

const REFUSED = 'This payment link is not valid or has expired'

describe('payment page links', () => {
  let sim: RunningSim
  let ownerToken: string
  let otherToken: string
  let ownerId: number

  beforeAll(async () => {
    sim = await startTestSim()
    ownerToken = (await signIn(sim, EMPTY_DEMO)).token.value ?? ''
    otherToken = (await signIn(sim, RICH_DEMO)).token.value ?? ''
    ownerId = (sim.sim.db.prepare('SELECT id FROM users WHERE mob = ?').get(EMPTY_DEMO.mob) as { id: number })
      .id
  })
  afterAll(() => sim.close())

  const balance = () =>
    (sim.sim.db.prepare('SELECT balance FROM users WHERE id = ?').get(ownerId) as { balance: number }).balance
  const status = (order: string) =>
    (sim.sim.db.prepare('SELECT status FROM deposits WHERE order_num = ?').get(order) as { status: number })
      .status
  const depositLines = () =>
    (
      sim.sim.db
        .prepare("SELECT COUNT(*) AS n FROM ledger WHERE user_id = ? AND title = 'Deposit'")
        .get(ownerId) as { n: number }
    ).n

  async function newLink(amount = '600.00'): Promise<Link> {
    const session = await signIn(sim, EMPTY_DEMO)
    const made = await run(
      session.client.pay.create({ amount: rupees(Number.parseInt(amount, 10)), tp: 0, channelId: 2 }, key()),
    )
    const url = new URL(made.url)
    const match = /^\/pay\/(D\d+)$/.exec(url.pathname)
    if (!match) throw new Error(`not a payment link: ${made.url}`)
    return {
      url: made.url,
      order: match[1] as string,
      exp: url.searchParams.get('exp') ?? '',
      sig: url.searchParams.get('sig') ?? '',
    }
  }

  const pageAt = (order: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${sim.url}/pay/${order}?${new URLSearchParams(query)}`, { headers })

  /** What the page's form sends: exp and sig as form fields, no query. */
  const submit = (order: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${sim.url}/pay/${order}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })

  async function expectRefused(response: Response) {
    expect(response.status).toBe(403)
    const text = await response.text()
    expect(text).toContain(REFUSED)
    expect(text).toContain('Open the deposit again from the app')
    expect(text).not.toContain('<form')
  }

  it('answers a signed link that expires after 30 minutes of the sim clock', async () => {
    const before = sim.sim.clock.now()
    const link = await newLink()
    const after = sim.sim.clock.now()
    expect(link.url).toMatch(/\/pay\/D\d+\?exp=\d+&sig=[0-9a-f]{64}$/)
    // The sim clock runs on between the two readings.
    expect(Number(link.exp)).toBeGreaterThanOrEqual(before + PAY_LINK_TTL_MS)
    expect(Number(link.exp)).toBeLessThanOrEqual(after + PAY_LINK_TTL_MS)
    expect(PAY_LINK_TTL_MS).toBe(30 * 60_000)
  })

  it('a valid link shows the Pay form, pays once, and a second Pay credits nothing', async () => {
    const link = await newLink()
    const before = balance()
    const lines = depositLines()
    const page = await fetch(link.url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Pay ₹600.00')
    // The form carries the link's proof itself: the page runs no script.
    expect(html).toContain(`name="exp" value="${link.exp}"`)
    expect(html).toContain(`name="sig" value="${link.sig}"`)

    const paid = await submit(link.order, { exp: link.exp, sig: link.sig })
    expect(paid.status).toBe(200)
    expect(await paid.text()).toContain('Payment received')
    expect(status(link.order)).toBe(1)
    expect(balance()).toBe(before + rupees(600))

    const again = await submit(link.order, { exp: link.exp, sig: link.sig })
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Already paid')
    // The link followed with POST (exp and sig in the query) is the same order: still nothing more.
    expect((await fetch(link.url, { method: 'POST' })).status).toBe(409)
    expect(balance()).toBe(before + rupees(600))
    expect(depositLines()).toBe(lines + 1)
    // Opened again, the page says it is paid and offers no form.
    const later = await (await fetch(link.url)).text()
    expect(later).toContain('Already paid')
    expect(later).not.toContain('<form')
  })

  it('refuses a link without its signature, and pays nothing', async () => {
    const link = await newLink()
    const before = balance()
    await expectRefused(await fetch(`${sim.url}/pay/${link.order}`))
    await expectRefused(await pageAt(link.order, { exp: link.exp }))
    await expectRefused(await submit(link.order, {}))
    await expectRefused(await submit(link.order, { exp: link.exp }))
    expect(status(link.order)).toBe(0)
    expect(balance()).toBe(before)
  })

  it('refuses a tampered signature or expiry, and pays nothing', async () => {
    const link = await newLink()
    const before = balance()
    const flipped = (link.sig[0] === 'a' ? 'b' : 'a') + link.sig.slice(1)
    await expectRefused(await pageAt(link.order, { exp: link.exp, sig: flipped }))
    await expectRefused(await submit(link.order, { exp: link.exp, sig: flipped }))
    // A later expiry under the old signature (to stretch the link) does not match it.
    const stretched = String(Number(link.exp) + 24 * 3_600_000)
    await expectRefused(await pageAt(link.order, { exp: stretched, sig: link.sig }))
    await expectRefused(await submit(link.order, { exp: stretched, sig: link.sig }))
    // Malformed values are refused the same way (and never reach the page).
    await expectRefused(await pageAt(link.order, { exp: link.exp, sig: link.sig.toUpperCase() }))
    await expectRefused(await pageAt(link.order, { exp: `${link.exp}"><b>x</b>`, sig: link.sig }))
    await expectRefused(await submit(link.order, { exp: link.exp, sig: link.sig.slice(0, 63) }))
    expect(status(link.order)).toBe(0)
    expect(balance()).toBe(before)
  })

  it("refuses another order's signature, and an order that does not exist", async () => {
    const first = await newLink()
    const second = await newLink('1000.00')
    const before = balance()
    await expectRefused(await pageAt(second.order, { exp: first.exp, sig: first.sig }))
    await expectRefused(await submit(second.order, { exp: first.exp, sig: first.sig }))
    await expectRefused(await submit('D1', { exp: first.exp, sig: first.sig }))
    await expectRefused(await pageAt('not-an-order', { exp: first.exp, sig: first.sig }))
    expect(status(first.order)).toBe(0)
    expect(status(second.order)).toBe(0)
    expect(balance()).toBe(before)
  })

  it('refuses a link once its 30 minutes have passed, and pays nothing', async () => {
    const link = await newLink()
    const before = balance()
    sim.advanceClock(PAY_LINK_TTL_MS - 60_000)
    expect((await fetch(link.url)).status).toBe(200)
    sim.advanceClock(60_000)
    await expectRefused(await fetch(link.url))
    await expectRefused(await submit(link.order, { exp: link.exp, sig: link.sig }))
    expect(status(link.order)).toBe(0)
    expect(balance()).toBe(before)
  })

  it("serves the owner's token without a link, and refuses another user's token", async () => {
    const link = await newLink()
    const before = balance()
    await expectRefused(await pageAt(link.order, {}, { token: otherToken }))
    await expectRefused(await submit(link.order, {}, { token: otherToken }))
    expect(status(link.order)).toBe(0)
    const page = await pageAt(link.order, {}, { token: ownerToken })
    expect(page.status).toBe(200)
    // Without a checked link there is nothing to carry: no hidden fields.
    expect(await page.text()).not.toContain('name="sig"')
    expect((await submit(link.order, {}, { token: ownerToken })).status).toBe(200)
    expect(balance()).toBe(before + rupees(600))
  })

  it('keeps the signing key in the database, never in an answer', async () => {
    const rows = sim.sim.db.prepare("SELECT value FROM secrets WHERE name = 'pay_link_key'").all() as {
      value: string
    }[]
    expect(rows).toHaveLength(1)
    const secret = rows[0]?.value ?? ''
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    const link = await newLink()
    expect(link.url).not.toContain(secret)
    expect(await (await fetch(link.url)).text()).not.toContain(secret)
  })
})

describe('payment link key across restarts', () => {
  it('reuses the stored key, so a link made before a restart still works after it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mandi-pay-link-'))
    const db = join(dir, 'sim.sqlite')
    try {
      const clockStart = Date.UTC(2026, 5, 1, 10, 20)
      const first = await startTestSim({ db, clockStart })
      const session = await signIn(first, EMPTY_DEMO)
      const made = await run(session.client.pay.create({ amount: rupees(600), tp: 0, channelId: 2 }, key()))
      const path = made.url.slice(first.url.length)
      await first.close()
      const second = await startTestSim({ db, clockStart })
      try {
        expect((await fetch(`${second.url}${path}`)).status).toBe(200)
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
