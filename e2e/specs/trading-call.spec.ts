import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

const PAIR = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

test.describe('/kline trading', () => {
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('place a CALL trade and see it settle after a minute', async ({ freshPage: page, request }) => {
    // A new account of its own (support/fixtures.ts): the trade never lands on the shared demo account.
    await page.goto(PAIR)
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible()
    await expect(page.getByRole('tab', { name: '1min', selected: true })).toBeVisible()
    const amount = page.getByLabel('Amount (₹)')
    // No prefill: the user chooses the amount (the minimum and the rate are shown beside it).
    await expect(amount).toHaveValue('')
    await expect(page.getByText('Whole rupees, at least 100')).toBeVisible()
    await expect(page.getByText('1 minute')).toBeVisible()
    const chart = page.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 1min' })
    await expect(chart.locator('canvas').first()).toBeVisible()
    // Horizontal drags and pinches go to the chart (along time); vertical swipes still scroll the page.
    await expect(chart).toHaveCSS('touch-action', 'pan-y')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await amount.fill('12')
    await page.getByRole('button', { name: 'CALL' }).click()
    await expect(page.getByText('Invalid Amount')).toBeVisible()

    await amount.fill('250')
    await page.getByRole('button', { name: 'CALL' }).click()
    const sheet = page.getByRole('dialog', { name: 'Confirm your trade' })
    await expect(sheet).toContainText('₹250.00')
    await expectAccessible(page)
    await sheet.getByRole('button', { name: 'Place CALL' }).click()
    const result = page.getByRole('region', { name: 'CALL placed' })
    await expect(result).toContainText('₹250.00')
    await expect(sheet).toHaveCount(0)
    await expect(amount).toHaveValue('250')

    await page.getByRole('link', { name: 'My orders' }).first().click()
    await expect(page).toHaveURL(/#\/recods\?/)
    const newest = page.locator('.pair-orders__item').first()
    await expect(newest).toContainText('CALL')
    await expect(newest).toContainText('₹250.00')
    await expect(newest).toContainText('Open, settles at')

    // A trade runs one minute: move the sim's clock past it instead of waiting.
    const moved = await request.post('../__admin/clock', { data: { advanceMs: 61_000 } })
    expect(moved.ok()).toBe(true)
    await page.reload()
    await expect(newest).toContainText('₹250.00')
    await expect(newest).toContainText(/Profit|Loss/)
    await expect(page.getByText(/^Open, settles at/)).toHaveCount(0)

    await newest.click()
    await expect(page).toHaveURL(/#\/detail\?id=\d+$/)
    const value = (term: string) => page.locator('dt', { hasText: term }).first().locator('+ dd')
    await expect(value('Direction')).toHaveText('CALL')
    await expect(value('Amount')).toHaveText('₹250.00')
    await expect(value('Close price')).toHaveText(/^[\d,.]+$/)
    const status = await value('Status').textContent()
    // A loss shows the stake lost (not "Profit ₹0.00"); a win shows its profit.
    if (status === 'Loss') await expect(value('Loss')).toHaveText('-₹250.00')
    else await expect(value('Profit')).not.toHaveText('₹0.00')
  })

  test('switch periods; without a code the page offers a way out', async ({ signedInPage: page }) => {
    await page.goto(PAIR)
    await page.getByRole('tab', { name: '1day' }).click()
    await expect(page.getByRole('tab', { name: '1day', selected: true })).toBeVisible()
    const chart = page.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 1day' })
    await expect(chart).toBeVisible()
    await expectNoSidewaysScroll(page)
    // Keep-alive: leaving and coming back keeps the period and redraws the kept chart at full width.
    await page.getByRole('link', { name: 'My orders' }).click()
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('tab', { name: '1day', selected: true })).toBeVisible()
    await expect(chart.locator('canvas').first()).toBeVisible()
    expect((await chart.boundingBox())?.width ?? 0).toBeGreaterThan(300)
    await page.goto('#/kline')
    await expect(page.getByRole('heading', { name: 'No market chosen' })).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Open BTC/USDT' }).click()
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible()
  })
})
