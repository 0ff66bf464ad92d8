import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FAIL, firstReads, readAnswer } from '@mandi/api-client/first-reads'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { formatQuote } from '../features/trading/trade-time.ts'
import { pairFromQuery } from '../links/pair.ts'
import {
  BOOT_ADDRESS_FILLS,
  BOOT_GLOBAL,
  type BootAnswer,
  type BootEnvironment,
  bootQuote,
  lastPriceFill,
  startBoot,
} from './boot.ts'

/**
 * The words the boot script writes into a static shell (decision 0096): the same the screen will show, so
 * React's first drawing of them changes nothing the reader sees.
 */

const klineData = fc.array(
  fc.record({
    id: fc.integer({ min: 1, max: 2_000_000_000 }),
    open: fc.double({ min: 0.0001, max: 1e7, noNaN: true }),
    close: fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
      fc.stringMatching(/^-?[0-9]{1,9}(\.[0-9]{1,10})?$/),
    ),
    high: fc.double({ min: 0, max: 1e7, noNaN: true }),
    low: fc.double({ min: 0, max: 1e7, noNaN: true }),
    amount: fc.double({ min: 0, max: 1e7, noNaN: true }),
    vol: fc.double({ min: 0, max: 1e7, noNaN: true }),
  }),
  { maxLength: 4 },
)

describe("the shell's words, in step with the screen", () => {
  it("/kline's last price is the close of the history's newest candle, as the chart page formats it", () => {
    fc.assert(
      fc.property(klineData, (data) => {
        const decoded = readAnswer(
          firstReads.kline('btcusdt', '1min'),
          200,
          JSON.stringify({ status: 1, data }),
        )
        if (decoded === FAIL) return
        const last = decoded.at(-1)
        expect(lastPriceFill(data)).toEqual(last ? { 'last-price': formatQuote(last.close) } : {})
      }),
    )
  })

  it('writes no price from a candle without a readable close', () => {
    for (const data of [
      [],
      null,
      'x',
      [{ close: 'abc' }],
      [{ close: '1e5' }],
      [{ close: null }],
      [null],
      [7],
    ])
      expect(lastPriceFill(data), JSON.stringify(data)).toEqual({})
  })

  it('formats a quote as the chart page does', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (price) => {
        expect(bootQuote(price)).toBe(formatQuote(price))
      }),
    )
  })

  it("/kline's pair is read from the address as the screen reads it", () => {
    const fill = BOOT_ADDRESS_FILLS['/kline'] as (search: URLSearchParams) => Record<string, string>
    fc.assert(
      fc.property(
        fc.record({ code: fc.string(), name: fc.string(), title: fc.string() }, { requiredKeys: [] }),
        (query) => {
          const search = new URLSearchParams(query)
          const pair = pairFromQuery(search)
          expect(fill(search)).toEqual(pair ? { title: pair.title, name: pair.name } : {})
        },
      ),
    )
  })
})

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8')

function shellPage(): void {
  const root = /<div id="root">[\s\S]*?<\/div>\s*<noscript>/.exec(indexHtml)?.[0].replace(/<noscript>$/, '')
  if (!root) throw new Error('index.html has no #root')
  document.documentElement.setAttribute('data-boot-shell', 'kline')
  document.body.innerHTML = root
}

function environment(hash: string, answer: string): BootEnvironment {
  return {
    location: { hash, origin: 'https://m.test', href: `https://m.test/app/${hash}` },
    storage: () => ({ getItem: () => 'tok' }),
    document,
    fetch: (async (url: string) =>
      new Response(String(url).includes('market/kline') ? answer : '{"status":1,"data":{}}')) as typeof fetch,
    now: () => 0,
    online: () => true,
    saveData: () => false,
    afterPaint: () => {},
    warmFormats: () => {},
    target: {},
  }
}

const klineHash = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'
const slot = (name: string) => document.querySelector(`.boot-shell--kline [data-boot-fill="${name}"]`)
const answered = async (env: BootEnvironment) =>
  Promise.all((env.target[BOOT_GLOBAL] as BootAnswer[]).map((answer) => answer.reply))
const manifest = { apiBase: null, base: '/app/', files: [], routes: { '/kline': [] } }

describe("the boot script writes into /kline's static shell", () => {
  afterEach(() => {
    document.body.innerHTML = ''
    document.documentElement.removeAttribute('data-boot-shell')
  })

  it("the pair at once, and the last price once the history's answer is in", async () => {
    shellPage()
    const data = [
      { id: 1, open: 1, close: 65_000.5, high: 1, low: 1, amount: 1, vol: 1 },
      { id: 2, open: 1, close: '65951.8165', high: 1, low: 1, amount: 1, vol: 1 },
    ]
    const env = environment(klineHash, JSON.stringify({ status: 1, data }))
    startBoot(manifest, env)
    expect(slot('title')?.textContent).toBe('BTC/USDT')
    expect(slot('name')?.textContent).toBe('Bitcoin')
    expect(slot('last-price')?.textContent).toBe('—')
    await answered(env)
    expect(slot('last-price')?.textContent).toBe('65,951.8165')
  })

  it('keeps the dash when the answer is a refusal, an error or not JSON', async () => {
    for (const answer of ['{"status":0,"msg":"no","data":[]}', '<html>', '{"status":3}']) {
      shellPage()
      const env = environment(klineHash, answer)
      startBoot(manifest, env)
      await answered(env)
      expect(slot('last-price')?.textContent, answer).toBe('—')
    }
  })

  it('writes text, never markup', () => {
    shellPage()
    startBoot(manifest, environment('#/kline?code=x&title=%3Cimg%20src%3Dx%3E', '{}'))
    expect(slot('title')?.textContent).toBe('<img src=x>')
    expect(slot('title')?.children).toHaveLength(0)
  })

  it("writes into the shell's main part where React's loading screen keeps it, and nowhere else", async () => {
    shellPage()
    const data = [{ id: 1, open: 1, close: 2, high: 1, low: 1, amount: 1, vol: 1 }]
    const env = environment(klineHash, JSON.stringify({ status: 1, data }))
    startBoot(manifest, env)
    // As React's first render: the page is replaced, the shell's main part moved into the loading screen.
    const main = document.querySelector('.boot-shell--kline [data-boot-main]') as HTMLElement
    document.body.innerHTML =
      '<div id="root"><div data-loading-screen></div><p class="market-chart__price"><strong>—</strong></p></div>'
    document.querySelector('[data-loading-screen]')?.append(main)
    await answered(env)
    expect(main.querySelector('[data-boot-fill="last-price"]')?.textContent).toBe('2')
    expect(document.querySelector('#root > .market-chart__price')?.textContent).toBe('—')
  })
})
