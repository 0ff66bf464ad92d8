import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('/recods, /detail and /salary', () => {
  test('the trades of one pair open their detail', async ({ signedInPage: page }) => {
    await page.goto('#/recods?name=Ethereum&code=ethusdt&title=ETH%2FUSDT')
    await expect(page.getByText('Showing only your orders for ETH/USDT.')).toBeVisible()
    // The demo account has one settled ETH/USDT order (a PUT).
    const order = page.getByRole('link', { name: /PUT/ })
    await expect(order).toHaveCount(1)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await order.click()
    await expect(page).toHaveURL(/#\/detail\?id=\d+$/)
    const value = (term: string) => page.locator('dt', { hasText: term }).first().locator('+ dd')
    await expect(value('Pair')).toHaveText('ETH/USDT')
    await expect(value('Direction')).toHaveText('PUT')
    await expect(value('Duration')).toHaveText('1 minute')
    await expect(value('Status')).toHaveText(/^(Profit|Loss)$/)
    if ((await value('Status').textContent()) === 'Loss') await expect(value('Profit')).toHaveText('₹0.00')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('/salary shows Create and Payout tabs', async ({ signedInPage: page }) => {
    await page.goto('#/salary')
    await expect(page.getByRole('tab', { name: 'Create', selected: true })).toBeVisible()
    // The demo account has weekly salary entries, Unpaid and Created, and three salary withdrawals.
    await expect(page.getByRole('tabpanel').getByText('Unpaid').first()).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText('Created').first()).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('tab', { name: 'Payout' }).click()
    await expect(page.getByRole('tab', { name: 'Payout', selected: true })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText(/^Reference /)).toHaveCount(3)
    await expect(page.getByRole('tabpanel').getByText('Refund')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })
})
