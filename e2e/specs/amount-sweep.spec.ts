import { expect, test } from '../support/fixtures.ts'
import { moneyProblems } from '../support/money-sweep.ts'
import { openSettled, sweepRoutes, trackRequests } from '../support/route-sweep.ts'

/**
 * Issue 20's money sweep: on every route of spec §2, at 320 px and 360 px, no amount spans more than one line
 * or is cut, and every amount a person sees is the Money component (`[data-money]`), not "₹…" typed by hand.
 * One page per width, moving by hash, so the whole walk stays short.
 */
for (const width of [320, 360]) {
  test(`every amount is one Money element on one line, at ${width} px`, async ({ signedInPage: page }) => {
    test.setTimeout(300_000)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width, height: 740 })
    const inFlight = trackRequests(page)
    const routes = await sweepRoutes(page)
    expect(routes).toHaveLength(46)
    const found: string[] = []
    for (const route of routes) {
      await openSettled(page, route, inFlight)
      for (const problem of await page.evaluate(moneyProblems)) found.push(`${route}: ${problem}`)
    }
    expect(found, `money problems at ${width} px`).toEqual([])
  })
}
