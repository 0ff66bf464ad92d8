import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

async function advanceClock(request: import('@playwright/test').APIRequestContext, ms: number) {
  const response = await request.post('../__admin/clock', { data: { advanceMs: ms } })
  expect(response.ok()).toBe(true)
}

test.describe('BIT Pro', () => {
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 90_000 })

  test('invest in BIT Pro and transfer profit', async ({ signedInPage: page, request }) => {
    await page.goto('#/pro')
    await expect(page.getByRole('heading', { name: 'BIT Pro' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'New investment' })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    const items = page.getByRole('link', { name: /^Investment #/ })
    const countBefore = await items.count()

    await page.getByRole('button', { name: 'New investment' }).click()
    const sheet = page.getByRole('dialog', { name: 'Invest in BIT Pro' })
    await expect(sheet.getByRole('radio', { name: '30 Days' })).toBeChecked()
    await expect(sheet.getByRole('radio', { name: '3 Days' })).toBeDisabled()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    // The chip shows ₹6 K (it fits on one line) and is named with the full amount.
    await expect(sheet.getByRole('button', { name: '₹6,000.00' })).toContainText('₹6 K')
    await sheet.getByRole('button', { name: '₹6,000.00' }).click()
    await expect(sheet.getByLabel('Amount (₹)')).toHaveValue('6000')
    await sheet.getByRole('button', { name: 'Invest', exact: true }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText('Investment created')
    await alert.getByRole('button', { name: 'OK' }).click()
    await expect(items).toHaveCount(countBefore + 1)

    // Profit accrues by the hour: move the sim a day on, then take the profit of the new investment.
    await advanceClock(request, 24 * 3_600_000)
    await items.first().click()
    await expect(page).toHaveURL(/#\/pro_detail\?id=\d+$/)
    await expect(page.getByRole('heading', { name: 'Investment detail' })).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Amount' }).first().locator('+ dd')).toHaveText('₹6,000.00')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Transfer profit' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Profit transferred: ₹')
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()

    // Transfer Principal asks first and warns of the penalty; cancelling sends nothing.
    await page.getByRole('button', { name: 'Transfer principal' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Transfer the principal?' })
    await expect(confirm).toContainText('may cost a penalty')
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText('Active')
  })
})
