import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('/position', () => {
  // Whole journeys with several axe passes; on a shared, busy machine they can pass 30 s.
  test.describe.configure({ timeout: 60_000 })

  test('product positions: Active and Closed tabs, expandable items, accessible at 360 px', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/position')
    await expect(page.getByRole('tab', { name: 'Active', selected: true })).toBeVisible()
    await expect(page.getByText('Loading positions')).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    const firstItem = page.getByRole('button', { name: /^Details of / }).first()
    // The demo account holds seeded positions.
    await expect(firstItem).toBeVisible()
    await firstItem.click()
    await expect(firstItem).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: /^Sell all / }).first()).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('tab', { name: 'Closed' }).click()
    await expect(page.getByRole('tab', { name: 'Closed', selected: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Sell all / })).toHaveCount(0)
    await expectNoSidewaysScroll(page)
  })

  test('trade list reading: Trading Pairs and History, items open /detail', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/position?view=trades')
    await expect(page.getByRole('tab', { name: 'Trading Pairs', selected: true })).toBeVisible()
    await page.getByRole('tab', { name: 'History' }).click()
    await expect(page.getByText('Loading trades')).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    // The demo account has settled seeded trades.
    const first = page.locator('.trades__list a').first()
    await expect(first).toBeVisible()
    await first.click()
    await expect(page).toHaveURL(/#\/detail\?id=\d+$/)
  })
})
