import type { Browser } from 'playwright-core'
import { phone } from './browser.ts'
import type { EntryRoute } from './entry-routes.ts'
import { type RunningSim, seedSession } from './sim.ts'

/**
 * A phone-like page ready for a measured first visit of an entry route: its session seeded on the app's origin
 * as the route needs (signed in or out), left on about:blank so that none of the app runs yet, its CPU slowed
 * `cpu`×. The caller adds what it records, then opens `${sim.app}#${entry.hash}`, and closes the context.
 */
export async function firstVisitPage(browser: Browser, sim: RunningSim, entry: EntryRoute, cpu: number) {
  const context = await browser.newContext(phone)
  const page = await context.newPage()
  await page.goto(`${sim.app}#/login`)
  await page.evaluate(seedSession, entry.signedIn ? sim.session : null)
  await page.goto('about:blank')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu })
  return { context, page, cdp }
}
