import type { APIRequestContext, Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { advanceClock, fundedAccount, type SimAccount } from '../support/resilience-api.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * Sessions last a week of sim time: after a longer jump of the clock, sign in again through the API and hand
 * the app the new token, as a sign-in would (registerFreshUser's password).
 */
async function signInAgain(page: Page, request: APIRequestContext, account: SimAccount): Promise<void> {
  const response = await request.post('../api/user/login', {
    form: { mob: account.session.mob, pass_word: 'start.123', finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as { status: number; data?: { token: string } }
  expect(body.status).toBe(1)
  await page.evaluate((token) => localStorage.setItem('token', token), body.data?.token ?? '')
}

test.describe('BIT Pro', () => {
  // It moves the sim clock (days or hours): a sim of its own, so the shared one keeps this week's demo world.
  test.use({ ownSim: true })
  // Axe runs and the sim share two cores with other suites: allow for a slow machine.
  test.describe.configure({ timeout: 120_000 })

  test('invest with the terms and the penalty on screen, transfer profit, and end at the term without penalty', async ({
    page,
    request,
  }) => {
    // A fresh account: this journey moves money and the sim clock a month on.
    const account = await fundedAccount(page, request, 10_000)
    await page.goto('#/pro')
    await expect(page.getByRole('heading', { name: 'BIT Pro' })).toBeVisible()
    await expect(
      page.getByText(/^Each investment earns 1.2% a day, added every hour, for 30 days/),
    ).toBeVisible()
    await expect(page.getByText('No investments yet')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.getByRole('button', { name: 'New investment' }).click()
    const sheet = page.getByRole('dialog', { name: 'Invest in BIT Pro' })
    await expect(sheet.getByRole('radio', { name: '30 Days' })).toBeChecked()
    await expect(sheet.getByRole('radio', { name: '3 Days' })).toBeDisabled()
    // The chip shows ₹6 K (it fits on one line) and is named with the full amount.
    await expect(sheet.getByRole('button', { name: '₹6,000.00' })).toContainText('₹6 K')
    await sheet.getByRole('button', { name: '₹6,000.00' }).click()
    await expect(sheet.getByLabel('Amount (₹)')).toHaveValue('6000')
    // Before Invest: what it earns, what comes back at the end, and what an early transfer keeps back.
    await expect(sheet).toContainText('At 1.2% a day, ₹6,000.00 earns ₹72.00 a day and ₹2,160.00 in 30 days.')
    await expect(sheet).toContainText(
      'After 30 days the amount and any profit not yet transferred come back to your balance by themselves: ₹8,160.00 in all.',
    )
    await expect(sheet).toContainText('Transferring the principal before then keeps back ₹600.00 (10%).')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await sheet.getByRole('button', { name: 'Invest', exact: true }).click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText('Investment created')
    await alert.getByRole('button', { name: 'OK' }).click()
    const items = page.getByRole('link', { name: /^Investment #/ })
    await expect(items).toHaveCount(1)

    // Profit accrues by the hour: move the sim a day on, then take the profit.
    await advanceClock(request, DAY)
    await items.first().click()
    await expect(page).toHaveURL(/#\/pro_detail\?id=\d+$/)
    const fact = (term: string) => page.locator('dt', { hasText: term }).first().locator('+ dd')
    await expect(fact('Amount')).toHaveText('₹6,000.00')
    await expect(fact('Profit to transfer')).toHaveText('₹72.00')
    await expect(fact('Rate')).toHaveText('1.2% a day')
    // The exact penalty, in rupees, beside Transfer principal.
    await expect(
      page.getByText(
        /^Transfer the principal now and ₹600.00 is kept back as a penalty: ₹5,400.00 comes back/,
      ),
    ).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Transfer profit' }).click()
    await expect(page.getByRole('alertdialog')).toContainText('Profit transferred: ₹72.00')
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    // Earned stays; nothing is left to transfer, so the button waits and says why.
    await expect(fact('Profit earned in all')).toHaveText('₹72.00')
    await expect(fact('Profit to transfer')).toHaveText('₹0.00')
    await expect(page.getByRole('button', { name: 'Transfer profit' })).toBeDisabled()
    await expect(page.getByText('Nothing to transfer yet: profit is added every hour.')).toBeVisible()

    // Transfer Principal asks first with the exact penalty; cancelling sends nothing.
    await page.getByRole('button', { name: 'Transfer principal' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Transfer the principal?' })
    await expect(confirm).toContainText(
      'keeps back ₹600.00 as a penalty: ₹5,400.00 comes back to your balance',
    )
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText('Active')

    // Past the term: the back office returns the principal in full and the rest of the profit by itself.
    const detail = page.url()
    await advanceClock(request, 30 * DAY)
    await signInAgain(page, request, account)
    await page.goto(detail)
    await page.reload()
    await expect(page.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText('Ended')
    await expect(fact('Profit earned in all')).toHaveText('₹2,160.00')
    await expect(page.getByRole('button', { name: 'Transfer principal' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Transfer profit' })).toBeDisabled()
    await expect(
      page.getByText(
        /the principal came back to your balance in full, without penalty, with the profit not yet transferred\.$/,
      ),
    ).toBeVisible()
    await expectAccessible(page)

    await page.goto('#/settlement')
    const principal = page.getByRole('listitem').filter({ hasText: 'BIT Pro principal, term ended' })
    await expect(principal).toContainText('₹6,000.00')
    const profit = page.getByRole('listitem').filter({ hasText: 'BIT Pro profit, term ended' })
    await expect(profit).toContainText('₹2,088.00')
    // ₹10,000 − ₹6,000 + ₹72 + ₹6,000 + ₹2,088: the principal whole and ₹2,160 of profit.
    const session = await request.post('../api/user/login', {
      form: { mob: account.session.mob, pass_word: 'start.123', finger_login: '', token: '', tp: '1' },
    })
    const token = ((await session.json()) as { data: { token: string } }).data.token
    const info = await request.get('../api/user/info', { headers: { token } })
    expect(((await info.json()) as { data: { balance: string } }).data.balance).toBe('12160.00')
  })
})
