import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { fundedAccount } from '../support/resilience-api.ts'

test.describe('/buy (mining order)', () => {
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('buy a mining plan: what it pays is said before Buy, the server message is alerted, the field clears', async ({
    page,
    request,
  }) => {
    // A fresh account: this journey spends money, which the shared demo account must keep.
    const account = await fundedAccount(page, request, 5000)
    await page.goto('#/buy?id=1')
    await expect(page.getByRole('heading', { name: 'Starter Rig' })).toBeVisible()
    // Seeded plan 1: 7 days at 1.5 % a day shows 100 + 1.5 × 7 = 110.5 %, and says what that means.
    await expect(page.getByText('110.5%', { exact: true })).toBeVisible()
    await expect(
      page.getByText(/^What the rate means: over 7 days you get back 110.5% of what you pay/),
    ).toBeVisible()
    await expect(page.getByText('7 days', { exact: true })).toBeVisible()
    const pays = page.getByRole('region', { name: 'What it pays' })
    await expect(pays).toContainText('For 1 × Starter Rig, costing ₹600.00:')
    await expect(pays).toContainText('₹663.00 back in all')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    const balance = page.locator('dt', { hasText: 'Available balance' }).locator('+ dd')
    await expect(balance).toHaveText('₹5,000.00')

    await page.getByRole('button', { name: 'Buy' }).click()
    await expect(page.getByText('Enter a quantity from 1 to 999')).toBeVisible()

    const quantity = page.getByLabel('Quantity')
    await quantity.fill('2')
    await expect(page.locator('.mining-order__total strong')).toHaveText('₹1,200.00')
    // ₹1,200 × 1.5 % = ₹18 a day for 7 days, then the ₹1,200 back: ₹1,326 in all.
    await expect(pays).toContainText('₹18.00 a day, paid at each whole day after you buy, for 7 days')
    await expect(pays).toContainText('₹1,326.00 back in all')
    await page.getByRole('button', { name: 'Buy' }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText('Order placed: 2 × Starter Rig')
    await expectAccessible(page)
    await alert.getByRole('button', { name: 'OK' }).click()
    await expect(quantity).toHaveValue('')
    await expect(balance).toHaveText('₹3,800.00')
    expect((await account.wallet()).balance).toBe(380_000)
    await expect(
      page.getByText('Your plan is bought. Its daily income and its end show in My plans.'),
    ).toBeVisible()
  })
})
