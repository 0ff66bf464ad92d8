import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { failure, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

describe('HTTP edges: routing, limits, app serving, faults and admin', () => {
  let sim: RunningSim
  let dist: string

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mandi-web-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/app/assets/main-abc123.js"></script>',
    )
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
    sim = await startTestSim({ webDist: dist })
  })
  afterAll(async () => {
    await sim.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it('answers 404 to unknown routes and 413 to oversized bodies', async () => {
    expect((await fetch(`${sim.url}/api/no/such/route`)).status).toBe(404)
    expect((await fetch(`${sim.url}/nothing-here`)).status).toBe(404)
    const big = await fetch(`${sim.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `mob=${'9'.repeat(200_000)}`,
    })
    expect(big.status).toBe(413)
  })

  it('serves the app with a strict CSP, immutable hashed assets, no-cache index and compression', async () => {
    expect((await fetch(`${sim.url}/`, { redirect: 'manual' })).headers.get('location')).toBe('/app/')
    const index = await fetch(`${sim.url}/app/`)
    expect(index.status).toBe(200)
    expect(index.headers.get('cache-control')).toBe('no-cache')
    const csp = index.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain(sim.chatUrl)
    expect(index.headers.get('referrer-policy')).toBeTruthy()
    const asset = await fetch(`${sim.url}/app/assets/main-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(asset.headers.get('cache-control')).toContain('immutable')
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect((await asset.text()).length).toBeGreaterThan(4000)
    const gz = await fetch(`${sim.url}/app/assets/main-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect((await fetch(`${sim.url}/app/..%2f..%2fetc%2fpasswd`)).status).toBe(404)
  })

  it("allows the built page's own inline script by its hash, and no other inline script", async () => {
    const built = mkdtempSync(join(tmpdir(), 'mandi-web-'))
    const shell = 'document.documentElement.dataset.x="1"'
    writeFileSync(
      join(built, 'index.html'),
      `<!doctype html><head><script>${shell}</script><script type="module" src="/app/assets/a.js"></script></head>`,
    )
    const site = await startTestSim({ webDist: built })
    try {
      const scriptSrc = async () =>
        /script-src ([^;]*)/.exec(
          (await fetch(`${site.url}/app/`)).headers.get('content-security-policy') ?? '',
        )?.[1]
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
      expect(await scriptSrc()).toBe(`'self' ${hash(shell)}`)
      // A new build with another script: its hash replaces the old one (index.html is read again when it changes).
      const next = 'document.documentElement.dataset.x="2"'
      writeFileSync(join(built, 'index.html'), `<!doctype html><head><script>${next}</script></head>`)
      utimesSync(join(built, 'index.html'), new Date(), new Date(Date.now() + 5_000))
      expect(await scriptSrc()).toBe(`'self' ${hash(next)}`)
    } finally {
      await site.close()
      rmSync(built, { recursive: true, force: true })
    }
  })

  it('compresses API answers where accepted', async () => {
    const session = await signIn(sim, RICH_DEMO)
    const response = await fetch(`${sim.url}/api/product/list`, {
      headers: { token: session.token.value ?? '', 'accept-encoding': 'gzip' },
    })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(((await response.json()) as { status: number }).status).toBe(1)
    // A short answer goes as it is.
    const short = await fetch(`${sim.url}/api/user/info`, {
      headers: { token: session.token.value ?? '', 'accept-encoding': 'gzip' },
    })
    expect(short.headers.get('content-encoding')).toBeNull()
    expect(((await short.json()) as { status: number }).status).toBe(1)
  })

  it('shows a plain page when the app is not built', async () => {
    const bare = await startTestSim({ webDist: join(dist, 'missing') })
    try {
      const page = await fetch(`${bare.url}/app/`)
      expect(await page.text()).toContain('The app is not built yet')
    } finally {
      await bare.close()
    }
  })

  it('serves the app package only when one is configured, else answers 404', async () => {
    const info = (s: RunningSim) => fetch(`${s.url}/download/package.json`).then((r) => r.json())
    expect(await info(sim)).toEqual({ available: false })
    const none = await fetch(`${sim.url}/download/mandi.apk`, { method: 'HEAD' })
    expect(none.status).toBe(404)
    expect(none.headers.get('content-type')).not.toContain('android')
    const missing = await startTestSim({ apkPath: join(dist, 'no-such.apk') })
    try {
      expect((await fetch(`${missing.url}/download/mandi.apk`)).status).toBe(404)
      expect(await info(missing)).toEqual({ available: false })
    } finally {
      await missing.close()
    }
    const apk = join(dist, 'test.apk')
    writeFileSync(apk, 'PK\u0003\u0004 not a real package')
    const served = await startTestSim({ apkPath: apk })
    try {
      expect(await info(served)).toEqual({ available: true, href: '/download/mandi.apk' })
      const head = await fetch(`${served.url}/download/mandi.apk`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-type')).toBe('application/vnd.android.package-archive')
      expect(await head.text()).toBe('')
      const get = await fetch(`${served.url}/download/mandi.apk`)
      expect(get.headers.get('content-disposition')).toContain('attachment')
      expect(await get.text()).toBe('PK\u0003\u0004 not a real package')
    } finally {
      await served.close()
    }
  })

  it('injects faults set by the admin endpoint and by options', async () => {
    const session = await signIn(sim, RICH_DEMO)
    const set = (table: unknown) =>
      fetch(`${sim.url}/__admin/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(table),
      })
    await set({ 'product/list': { errorRate: 1 } })
    expect(await failure(session.client.product.list())).toMatchObject({ _tag: 'NetworkError', status: 500 })
    await set({ 'product/list': { status3: true } })
    expect(await failure(session.client.product.list())).toMatchObject({ _tag: 'SessionInvalid' })
    await set({ 'product/list': { malformed: true } })
    expect(await failure(session.client.product.list())).toMatchObject({ _tag: 'DecodeError' })
    await set({ '*': { latencyMs: 300 } })
    const started = Date.now()
    await run(session.client.trade.rate())
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
    await set({})
    await run(session.client.product.list())
    const faulty = await startTestSim({ faults: { 'chat/admin_user': { errorRate: 1 } } })
    try {
      const other = await signIn(faulty, RICH_DEMO)
      expect(await failure(other.client.chat.admins())).toMatchObject({ _tag: 'NetworkError', status: 500 })
      await run(other.client.product.list())
    } finally {
      await faulty.close()
    }
  })

  it('keeps the admin endpoints off unless enabled', async () => {
    const plain = await startTestSim({ admin: false })
    try {
      const response = await fetch(`${plain.url}/__admin/clock`, { method: 'POST', body: '{"advanceMs":1}' })
      expect(response.status).toBe(404)
    } finally {
      await plain.close()
    }
    const advanced = await fetch(`${sim.url}/__admin/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceMs: 1000 }),
    })
    expect(((await advanced.json()) as { now: number }).now).toBeGreaterThan(0)
  })
})

describe('bad input cannot move money or corrupt data', () => {
  let sim: RunningSim
  let session: Session
  let token: string

  beforeAll(async () => {
    sim = await startTestSim()
    session = await signIn(sim, RICH_DEMO)
    token = session.token.value ?? ''
  })
  afterAll(() => sim.close())

  const post = (path: string, body: unknown, json = true) =>
    fetch(`${sim.url}/api/${path}`, {
      method: 'POST',
      headers: { token, 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString(),
    }).then((r) => r.json() as Promise<{ status: number; info: string }>)

  it('refuses negative, fractional, huge and non-numeric quantities and amounts with status 0', async () => {
    const before = await run(session.client.user.info())
    for (const quantity of [-1, 0, 1.5, 1e12, '2; DROP TABLE users', null]) {
      expect((await post('product/buy', { product_id: 1, quantity, buy_price: '1.00' })).status).toBe(0)
    }
    expect((await post('product/buy', [1, 2])).status).toBe(0)
    expect(await post('product/buy', { product_id: 1, quantity: 1, buy_price: '-5.00' })).toEqual({
      status: 0,
      info: 'Invalid amount',
    })
    for (const amount of ['-500', '500.50', '1e5', 'abc', '9999999999999']) {
      expect((await post('trade/create', { code: 'btcusdt', path: '0', amount }, false)).status).toBe(0)
      expect((await post('payout/create', { amount, bank_id: '1', tp: '0' }, false)).status).toBe(0)
      expect((await post('pro/create', { amount }, false)).status).toBe(0)
    }
    expect((await post('trade/create', { code: 'btcusdt', path: '7', amount: '500' }, false)).status).toBe(0)
    expect((await post('product/sell', { purchase_id: 1, quantity: -3 })).status).toBe(0)
    expect(await run(session.client.user.info())).toEqual(before)
  })

  it('answers status 0 with the domain rule message', async () => {
    expect(
      await post(
        'user/verification',
        { pan: 'x', pin: '1', name: 'n', address: 'a', birth_date: '1', city: 'c' },
        false,
      ),
    ).toEqual({
      status: 0,
      info: 'Invalid PAN',
    })
  })
})
