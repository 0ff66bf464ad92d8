import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('/recods, /detail and /salary', () => {
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('the trades of one pair open their detail', async ({ signedInPage: page }) => {
    await page.goto('#/recods?name=Ethereum&code=ethusdt&title=ETH%2FUSDT')
    await expect(page.getByText('Showing only your orders for ETH/USDT.')).toBeVisible()
    // The demo account has one settled ETH/USDT order: ₹1,000, seeded to end in a Loss.
    const order = page.getByRole('link', { name: /₹1,000\.00/ })
    await expect(order).toHaveCount(1)
    await expect(order).toContainText('Loss')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await order.click()
    await expect(page).toHaveURL(/#\/detail\?id=\d+$/)
    const value = (term: string) => page.locator('dt', { hasText: term }).first().locator('+ dd')
    await expect(value('Pair')).toHaveText('ETH/USDT')
    await expect(value('Direction')).toHaveText(/^(CALL|PUT)$/)
    await expect(value('Amount')).toHaveText('₹1,000.00')
    await expect(value('Duration')).toHaveText('1 minute')
    await expect(value('Status')).toHaveText('Loss')
    // A loss shows the stake lost, not "Profit ₹0.00" (docs/decisions/0063-lost-trade-shows-stake.md).
    await expect(value('Loss')).toHaveText('-₹1,000.00')
    await expect(page.locator('dt', { hasText: /^Profit$/ })).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('/salary shows the salary entries (Create) and withdrawals (Payout) tabs', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/salary')
    await expect(page.getByRole('tab', { name: 'Salary entries', selected: true })).toBeVisible()
    // The demo account has weekly salary entries, Unpaid and Created, and three salary withdrawals.
    await expect(page.getByRole('tabpanel').getByText('Unpaid').first()).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText('Created').first()).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('tab', { name: 'Withdrawals' }).click()
    await expect(page.getByRole('tab', { name: 'Withdrawals', selected: true })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText(/^Reference /)).toHaveCount(3)
    await expect(page.getByRole('tabpanel').getByText('Refund')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })
})
