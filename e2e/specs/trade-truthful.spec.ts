import type { Locator } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

const PAIR = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

/** The value of a `<dt>` term in the given scope. */
const termValue = (scope: Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('+ dd')

test.describe('a trade that tells the truth', () => {
  test.describe.configure({ timeout: 120_000 })

  test('rate, returns and minimum before; direction, amount, entry price and countdown after; settled outcome', async ({
    freshPage: page,
    request,
  }) => {
    // The browser's clock is faked (it still runs) so the minute of the trade can be skipped, as the sim's is.
    await page.clock.install()
    await page.reload()
    await page.goto(PAIR)
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible()
    const form = page.getByRole('region', { name: 'Place a trade' })
    const amount = form.getByLabel('Amount (₹)')
    // Before: nothing made up. The field is empty; the rate, the minimum and the rule are said.
    await expect(amount).toHaveValue('')
    // The sim's trade/rate (config trade_rate, 15 %).
    await expect(termValue(form, 'Rate')).toHaveText('15%')
    await expect(form.getByText('Whole rupees, at least 100')).toBeVisible()
    await expect(termValue(form, 'If right, you get back')).toHaveText('Type an amount')

    await amount.fill('100')
    // What the sim pays: the amount plus floor(amount × 15 %) if right, nothing if wrong.
    await expect(termValue(form, 'If right, you get back')).toHaveText('₹115.00')
    await expect(termValue(form, 'If wrong, you get back')).toHaveText('₹0.00')
    await expectNoSidewaysScroll(page)

    await form.getByRole('button', { name: 'CALL' }).click()
    const sheet = page.getByRole('dialog', { name: 'Confirm your trade' })
    await expect(termValue(sheet, 'Direction')).toHaveText('CALL')
    await expect(termValue(sheet, 'Amount')).toHaveText('₹100.00')
    await expect(termValue(sheet, 'If right, you get back')).toHaveText('₹115.00')
    await expect(termValue(sheet, 'Settles')).toHaveText('1 minute after placing')
    await sheet.getByRole('button', { name: 'Place CALL' }).click()

    // After: what was placed, at what price, until when, with a live countdown.
    const result = page.getByRole('region', { name: 'CALL placed' })
    await expect(termValue(result, 'Amount')).toHaveText('₹100.00')
    await expect(termValue(result, 'Entry price')).toHaveText(/^[\d,]+(\.\d+)?$/)
    // India time to the second (a one-minute trade), without a zone label like every time in the app.
    await expect(termValue(result, 'Settles at')).toHaveText(/^\d{1,2}:\d\d:\d\d\s(am|pm)$/)
    const timer = result.getByRole('timer')
    await expect(timer).toHaveText(/^(1:00|0:[0-5]\d)$/)
    const entry = (await termValue(result, 'Entry price').textContent()) ?? ''
    // The open trade is marked on the chart at its entry price (the canvas line's label, read out as text).
    await expect(page.getByText(`Entry CALL ${entry}`)).toBeAttached()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // /recods: the open order says when it settles, not "Processing ₹0.00".
    await page.getByRole('link', { name: 'My orders' }).first().click()
    const newest = page.locator('.pair-orders__item').first()
    await expect(newest).toContainText('₹100.00')
    await expect(newest).toContainText(/Open, settles at \d{1,2}:\d\d:\d\d\s(am|pm)/)
    // /recods is grouped by India day: the newest order sits in a list named by its day's heading ("Today",
    // or the date: the sim's clock may have been moved on by other specs).
    const day = (await page.locator('.pair-orders__day h2').first().textContent()) ?? ''
    await expect(
      page.getByRole('list', { name: day, exact: true }).locator('.pair-orders__item').first(),
    ).toContainText('₹100.00')
    await expect(newest).not.toContainText('₹0.00')
    await expectAccessible(page)
    // /detail: the same truth, with the same entry price.
    await newest.click()
    const detail = page.locator('dl')
    await expect(termValue(detail, 'Status')).toHaveText(/^Open, settles at /)
    await expect(termValue(detail, 'Open price')).toHaveText(entry)
    await expect(detail.locator('dt', { hasText: /^Profit$/ })).toHaveCount(0)

    // The minute passes (sim clock and browser clock): the result shows the settled outcome.
    await page.goBack()
    await page.goBack()
    await expect(result).toBeVisible()
    const moved = await request.post('../__admin/clock', { data: { advanceMs: 61_000 } })
    expect(moved.ok()).toBe(true)
    await page.clock.fastForward('01:02')
    await expect(result.getByRole('status')).toHaveText(
      /^(Right: ₹115\.00 paid back to your balance|Wrong: nothing back, the ₹100\.00 is lost)$/,
      { timeout: 15_000 },
    )
    await expect(result.getByRole('timer')).toHaveCount(0)
    await expect(page.getByText(`Entry CALL ${entry}`)).toHaveCount(0)
  })
})
