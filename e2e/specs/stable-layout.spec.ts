import { expect, test } from '../support/fixtures.ts'
import { watchShifts } from '../support/layout-shifts.ts'

/**
 * Entry screens keep their layout while their data and chunks arrive (issue 16: CLS ≤ 0.05): what the loading
 * state holds is the size of what replaces it, so nothing below it jumps when it comes.
 */

test('/kline: the chart, its toggles and the trade form do not move while the chart loads', async ({
  signedInPage: page,
}) => {
  const shifted = await watchShifts(page)
  // A fresh document of the pair's chart, as from a bookmark; the history is held a moment, as on a slow line.
  await page.route('**/api/market/kline**', async (route) => {
    await new Promise((done) => setTimeout(done, 600))
    await route.continue()
  })
  await page.goto('#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')
  const history = page.waitForResponse('**/api/market/kline**')
  await page.reload()
  await history
  await expect(page.locator('.market-chart__chart canvas').first()).toBeVisible()
  await expect(page.getByRole('group', { name: 'Moving averages' })).toBeVisible()
  // The history has come and been drawn: two more frames, and the chart's last drawing has been laid out.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  )
  expect(await shifted()).toBeLessThan(0.05)
})
