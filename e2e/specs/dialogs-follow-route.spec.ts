import { expect, test } from '../support/fixtures.ts'
import { signInAs } from '../support/fresh-user.ts'

/** The seeded account with no bank card bound (apps/api-sim seed EMPTY_DEMO). */
const EMPTY = { mob: '9000000002', password: 'demo1234' } as const
const NO_BANK = 'Please add a bank account for withdrawals first'

test.describe('dialogs belong to their screen', () => {
  test.beforeEach(async ({ page, request }) => {
    // The page's timers run on Playwright's clock: "nothing fires later" is checked by stepping the clock
    // past every timer the alert could have left, not by waiting.
    await page.clock.install()
    await signInAs(page, request, EMPTY.mob, EMPTY.password)
    await page.goto('#/profile')
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
  })

  test('Back closes the Withdraw alert, and nothing goes to /bind_card afterwards', async ({ page }) => {
    await page.getByRole('link', { name: 'Withdraw' }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText(NO_BANK)
    await page.goBack()
    await expect(page).toHaveURL(/#\/profile$/)
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible()
    await expect(alert).toHaveCount(0)
    // The alert's follow-up (go to /bind_card) must not fire later either; other screens stay alert-free.
    await page.clock.runFor(1500)
    await expect(page).toHaveURL(/#\/profile$/)
    await page.getByRole('link', { name: 'Records' }).click()
    await expect(page).toHaveURL(/#\/hist$/)
    await expect(alert).toHaveCount(0)
    await page.clock.runFor(500)
    await expect(page).toHaveURL(/#\/hist$/)
  })

  test('OK still goes to /bind_card when the user stays, and its Back returns to /payout', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Withdraw' }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText(NO_BANK)
    await alert.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/#\/bind_card$/)
    await expect(alert).toHaveCount(0)
    // The bind card screen's own Back returns to where the user came from.
    await page.getByRole('button', { name: 'Back' }).first().click()
    await expect(page).toHaveURL(/#\/payout$/)
  })
})
