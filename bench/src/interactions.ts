import type { Browser, Page } from 'playwright-core'
import { phone } from './browser.ts'
import { type RunningSim, seedSession } from './sim.ts'
import { median } from './stats.ts'

export interface InteractionResult {
  name: string
  cpu: number
  /** Median over the repetitions of the longest Event Timing entry of the interaction; 0 = none ≥ 16 ms. */
  durationMs: number
  samples: number[]
}

const REPEATS = 3
const PAIR = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

// Injected by the driver (not an inline script, which the CSP forbids). 16 ms is the smallest threshold the
// Event Timing API accepts; shorter interactions report nothing.
function observeEvents() {
  const events: { duration: number; interactionId: number }[] = []
  ;(window as unknown as { __events: typeof events }).__events = events
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      events.push({ duration: entry.duration, interactionId: entry.interactionId })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

async function clearEvents(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __events: unknown[] }).__events.length = 0
  })
}

/** The longest interaction entry recorded since the last clear, after the observer has been flushed. */
async function longestEvent(page: Page): Promise<number> {
  await page.waitForTimeout(300)
  return page.evaluate(() =>
    Math.max(
      0,
      ...(window as unknown as { __events: { duration: number; interactionId: number }[] }).__events
        .filter((entry) => entry.interactionId > 0)
        .map((entry) => entry.duration),
    ),
  )
}

type Scenario = { name: string; run: (page: Page, repeat: number) => Promise<number> }

function scenarios(productId: string): Scenario[] {
  return [
    {
      name: 'open buy popup (/buy_product)',
      run: async (page) => {
        // A fresh document each time: a hash change alone would keep the popup of the previous repeat.
        await page.goto('about:blank')
        await page.goto(`#/buy_product?id=${productId}`)
        const buy = page.getByRole('button', { name: 'Buy' })
        // A trial click waits until Buy is enabled (balance and positions loaded) without pressing it.
        await buy.click({ trial: true })
        await clearEvents(page)
        await buy.click()
        await page.getByRole('dialog').waitFor()
        return longestEvent(page)
      },
    },
    {
      name: 'switch chart period (/kline)',
      run: async (page, repeat) => {
        if (repeat === 0) {
          await page.goto(PAIR)
          await page.getByRole('tab', { name: '1min', exact: true, selected: true }).waitFor()
          await page.locator('canvas').first().waitFor()
        }
        const period = ['5min', '15min', '30min'][repeat % 3] as string
        await clearEvents(page)
        await page.getByRole('tab', { name: period, exact: true }).click()
        await page.getByRole('tab', { name: period, exact: true, selected: true }).waitFor()
        return longestEvent(page)
      },
    },
    {
      name: 'type in amount field (/deposit)',
      run: async (page) => {
        await page.goto('about:blank')
        await page.goto('#/deposit')
        const amount = page.getByLabel('Amount (₹)')
        await amount.waitFor()
        await amount.fill('')
        await clearEvents(page)
        await amount.pressSequentially('125000', { delay: 60 })
        return longestEvent(page)
      },
    },
  ]
}

async function firstProductId(browser: Browser, sim: RunningSim): Promise<string> {
  const context = await browser.newContext({ ...phone, baseURL: sim.app })
  const page = await context.newPage()
  await page.addInitScript(seedSession, sim.session)
  await page.goto('#/trde')
  const href = await page.locator('.marketplace__grid a').first().getAttribute('href')
  await context.close()
  const id = /id=(\d+)/.exec(href ?? '')?.[1]
  if (!id) throw new Error('no product link on /trde')
  return id
}

export async function measureInteractions(browser: Browser, sim: RunningSim): Promise<InteractionResult[]> {
  const productId = await firstProductId(browser, sim)
  const results: InteractionResult[] = []
  for (const cpu of [4, 10]) {
    for (const scenario of scenarios(productId)) {
      const context = await browser.newContext({ ...phone, baseURL: sim.app })
      const page = await context.newPage()
      page.setDefaultTimeout(30_000)
      await page.addInitScript(seedSession, sim.session)
      await page.addInitScript(observeEvents)
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
      const samples: number[] = []
      for (let repeat = 0; repeat < REPEATS; repeat++) samples.push(await scenario.run(page, repeat))
      await context.close()
      results.push({ name: scenario.name, cpu, durationMs: median(samples), samples })
    }
  }
  return results
}
