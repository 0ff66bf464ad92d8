import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('/buy (mining order)', () => {
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('buy a mining plan: the total follows the quantity, the server message is alerted, the field clears', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/buy?id=1')
    await expect(page.getByRole('heading', { name: 'Starter Rig' })).toBeVisible()
    // Seeded plan 1: 7 days at 1.5 % a day shows 100 + 1.5 × 7 = 110.5 %.
    await expect(page.getByText('110.5%')).toBeVisible()
    await expect(page.getByText('7 days')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    const balance = page.locator('dt', { hasText: 'Available balance' }).locator('+ dd')
    await expect(balance).not.toHaveText('—')
    const before = await balance.textContent()

    await page.getByRole('button', { name: 'Buy' }).click()
    await expect(page.getByText('Enter a quantity from 1 to 999')).toBeVisible()

    const quantity = page.getByLabel('Quantity')
    await quantity.fill('2')
    await expect(page.locator('.mining-order__total strong')).toHaveText('₹1,200.00')
    await page.getByRole('button', { name: 'Buy' }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText('Order placed: 2 × Starter Rig')
    await expectAccessible(page)
    await alert.getByRole('button', { name: 'OK' }).click()
    await expect(quantity).toHaveValue('')
    await expect(balance).not.toHaveText(before ?? '')
  })
})
