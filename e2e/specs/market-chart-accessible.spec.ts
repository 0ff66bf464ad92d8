import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

const KLINE = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

test.describe('/kline for a screen reader', () => {
  // Axe runs twice and the sim shares two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('the chart has a text alternative and a table of the visible candles; axe finds nothing serious', async ({
    signedInPage: page,
  }) => {
    await page.goto(KLINE)
    const chart = page.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 1min' })
    await expect(chart.locator('canvas').first()).toBeVisible()
    // The text alternative names the pair, the period, the last price, the change over the visible range and
    // its high and low (the figures follow the live feed, so only their presence is read here).
    const description = page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`)
    await expect(description).toHaveText(
      /^BTC\/USDT, 1min\. Last price [\d,.]+\. (Up [\d,.]+ \([\d.]+%\)|Down [\d,.]+ \([\d.]+%\)|No change) over the last 30 candles\. High [\d,.]+, low [\d,.]+\.$/,
    )
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.getByRole('button', { name: 'Show as table' }).click()
    const table = page.getByRole('table', { name: 'Visible candles, newest first' })
    await expect(table).toBeVisible()
    // One header row and the 30 candles shown by default (§9).
    await expect(table.getByRole('row')).toHaveCount(31)
    await expect(table.getByRole('columnheader')).toHaveText([
      'Time',
      'Open',
      'High',
      'Low',
      'Close',
      'Volume',
    ])
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await expect(page.getByRole('button', { name: 'Show chart' })).toHaveAttribute('aria-expanded', 'true')
  })

  test('the moving averages are toggled on the screen and remembered after a reload', async ({
    signedInPage: page,
  }) => {
    await page.goto(KLINE)
    await expect(page.locator('.mk-chart canvas').first()).toBeVisible()
    const averages = page.getByRole('group', { name: 'Moving averages' })
    const ma10 = averages.getByRole('button', { name: 'MA 10' })
    await expect(ma10).toHaveAttribute('aria-pressed', 'false')
    await ma10.click()
    await averages.getByRole('button', { name: 'Volume MA 5' }).click()
    // The chart's legend names what is drawn over the candles and the volume.
    const legend = page.locator('.mk-chart__legend').getByRole('listitem')
    await expect(legend).toHaveText(['MA 10', 'Volume MA 5'])
    await page.reload()
    await expect(page.locator('.mk-chart canvas').first()).toBeVisible()
    await expect(ma10).toHaveAttribute('aria-pressed', 'true')
    await expect(averages.getByRole('button', { name: 'MA 5', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(legend).toHaveText(['MA 10', 'Volume MA 5'])
    await expectAccessible(page)
  })
})
