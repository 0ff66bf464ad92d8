import type { Browser, Page } from 'playwright-core'
import { phone } from './browser.ts'
import { type RunningSim, seedSession } from './sim.ts'
import { median } from './stats.ts'

/**
 * Where one Event Timing entry's time went (web.dev's INP parts): from the input to its handlers (the main
 * thread still busy with something else), the handlers themselves, and from their end to the next paint
 * (rendering, and any task run before it).
 */
export interface InteractionPhases {
  inputDelayMs: number
  processingMs: number
  presentationMs: number
}

export interface InteractionResult {
  name: string
  cpu: number
  /** Median over the repetitions of the longest Event Timing entry of the interaction; 0 = none ≥ 16 ms. */
  durationMs: number
  samples: number[]
  /** The phases of the median repetition's longest entry; null when none was ≥ 16 ms. */
  phases: InteractionPhases | null
}

interface Sample {
  durationMs: number
  phases: InteractionPhases | null
}

const REPEATS = 3
const PAIR = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

// Injected by the driver (not an inline script, which the CSP forbids). 16 ms is the smallest threshold the
// Event Timing API accepts; shorter interactions report nothing.
function observeEvents() {
  const events: ObservedEvent[] = []
  ;(window as unknown as { __events: typeof events }).__events = events
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      events.push({
        duration: entry.duration,
        interactionId: entry.interactionId,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

interface ObservedEvent {
  duration: number
  interactionId: number
  startTime: number
  processingStart: number
  processingEnd: number
}

async function clearEvents(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { __events: unknown[] }).__events.length = 0
  })
}

/** The longest interaction entry recorded since the last clear, after the observer has been flushed. */
async function longestEvent(page: Page): Promise<Sample> {
  await page.waitForTimeout(300)
  const events = await page.evaluate(() =>
    (window as unknown as { __events: ObservedEvent[] }).__events.filter((entry) => entry.interactionId > 0),
  )
  const longest = events.reduce<ObservedEvent | null>(
    (best, entry) => (best === null || entry.duration > best.duration ? entry : best),
    null,
  )
  if (longest === null) return { durationMs: 0, phases: null }
  // A tap is several entries (pointerdown, pointerup, click) of one interaction: its input delay runs to the
  // first handler, its processing from there to the last handler's end, and the rest to the paint.
  // A key's keyup can come after the paint of its keydown: only the entries begun before that paint count.
  const end = longest.startTime + longest.duration
  const parts = events.filter(
    (entry) => entry.interactionId === longest.interactionId && entry.startTime < end,
  )
  const start = Math.min(...parts.map((entry) => entry.startTime))
  const firstHandler = Math.min(...parts.map((entry) => entry.processingStart))
  const lastHandler = Math.min(end, Math.max(...parts.map((entry) => entry.processingEnd)))
  const round = (value: number) => Math.max(0, Math.round(value))
  return {
    durationMs: longest.duration,
    phases: {
      inputDelayMs: round(firstHandler - start),
      processingMs: round(lastHandler - firstHandler),
      presentationMs: round(end - lastHandler),
    },
  }
}

type Scenario = { name: string; run: (page: Page, repeat: number) => Promise<Sample> }

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
      const samples: Sample[] = []
      for (let repeat = 0; repeat < REPEATS; repeat++) samples.push(await scenario.run(page, repeat))
      await context.close()
      const durations = samples.map((sample) => sample.durationMs)
      const durationMs = median(durations)
      // REPEATS is odd, so the median is one repetition's: its phases are those of the figure reported.
      const phases = samples.find((sample) => sample.durationMs === durationMs)?.phases ?? null
      results.push({ name: scenario.name, cpu, durationMs, samples: durations, phases })
    }
  }
  return results
}
