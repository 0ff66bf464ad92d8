import type { Locator, Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { fundedAccount, type SimAccount, toPaise } from '../support/resilience-api.ts'

// Issue 19: every figure and claim of /payout and /kyc is what the server does. A fresh account each time
// (it is funded, binds a bank and withdraws), so the shared demo accounts keep their figures.

const shown = (page: Page | Locator, label: string) => page.getByText(label, { exact: true }).locator('+ dd')

async function payoutCreates(page: Page): Promise<string[]> {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/payout/create')) sent.push(request.url())
  })
  return sent
}

test.describe('a withdrawal says what the server does', () => {
  test('the fee from payout_fee, no hours, amount + fee above the balance flagged on both tabs, and a result with the reference', async ({
    page,
    request,
  }) => {
    const account: SimAccount = await fundedAccount(page, request, 600)
    await account.bindBank()
    const sent = await payoutCreates(page)
    await page.goto('#/payout')
    await expect(page.getByText('Available', { exact: true }).locator('+ span')).toHaveText('₹600.00')

    // The note: the configured 10 % named a fee, what is debited and what the bank is sent, no hours.
    await expect(page.getByText('The fee is 10% of the amount.')).toBeVisible()
    await expect(page.getByText(/the amount plus the fee is taken from your balance at once/)).toBeVisible()
    await expect(page.getByText(/tax|Monday|7 to 9/i)).toHaveCount(0)

    // 546 + 10 % = 600.60 is more than 600.00: flagged at the field before any request.
    const amount = page.getByLabel('Amount (₹)')
    await amount.fill('546')
    await expect(page.getByText('Amount plus fee is ₹600.60, more than the available ₹600.00.')).toBeVisible()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // The Salary tab compares with the salary balance (₹0.00 on a new account).
    await page.getByRole('tab', { name: 'Salary' }).click()
    await expect(page.getByText('Available', { exact: true }).locator('+ span')).toHaveText('₹0.00')
    await amount.fill('100')
    await expect(page.getByText('Amount plus fee is ₹110.00, more than the available ₹0.00.')).toBeVisible()
    await expect(page.getByText(/taken from your salary balance at once/)).toBeVisible()
    expect(sent, 'nothing over the balance reached the server').toEqual([])

    // 545 + 10 % = 599.50 fits; the form's figures are the server's, to the paisa.
    await page.getByRole('tab', { name: 'Balance' }).click()
    await amount.fill('545')
    await expect(shown(page, 'Fee')).toHaveText('₹54.50')
    await expect(shown(page, 'Total debited')).toHaveText('₹599.50')
    await expect(page.getByText(/more than the available/)).toHaveCount(0)
    const before = await account.wallet()
    await page.getByRole('button', { name: 'Submit' }).click()

    const result = page.getByRole('dialog', { name: 'Withdrawal submitted' })
    await expect(result).toBeVisible()
    const [record] = await account.get<{ order_num: string; amount: string; status: number }[]>('payout/list')
    expect(record?.status).toBe(0)
    expect(toPaise(record?.amount)).toBe(54_500)
    await expect(shown(result, 'Reference')).toHaveText(record?.order_num ?? 'missing')
    await expect(shown(result, 'Sent to your bank')).toHaveText('₹545.00')
    await expect(shown(result, 'Fee')).toHaveText('₹54.50')
    await expect(shown(result, 'Taken from your balance')).toHaveText('₹599.50')
    const after = await account.wallet()
    expect(before.balance - after.balance, 'the server took what the form said').toBe(59_950)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    expect(sent).toHaveLength(1)

    // The result links to the withdrawal records, where the same reference is listed.
    await result.getByRole('link', { name: 'View withdrawal records' }).click()
    await expect(page).toHaveURL(/#\/hist\?tab=withdraw$/)
    await expect(page.getByRole('tab', { name: 'Withdraw' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(`Order ${record?.order_num}`)).toBeVisible()
    await expect(page.getByText('Pending in bank')).toBeVisible()
  })
})

test.describe('/kyc says what the fee is and shows the real status', () => {
  test('an unverified account sees Not verified, the ₹6,000.00 fee as a deposit, no suspension claim; once verified, no payment', async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request, 600)
    await page.goto('#/kyc')
    await expect(page.getByText('Not verified')).toBeVisible()
    await expect(shown(page, 'KYC fee')).toHaveText('₹6,000.00')
    await expect(page.getByText(/makes a deposit of ₹6,000\.00 to your balance/)).toBeVisible()
    await expect(page.getByText(/suspended/i)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Pay ₹6,000.00 for KYC' })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('link', { name: 'Go to ID Verification' }).click()
    await expect(page).toHaveURL(/#\/verif$/)
    // The next screen renders as a transition: until it has, /kyc is still the one on screen (and mounted).
    await expect(page.getByRole('heading', { level: 1, name: 'ID Verification' })).toBeVisible()

    // An operator approves the review (the sim's admin stands in for one): kyc_status 2.
    const approved = await request.post('../__admin/kyc', { data: { mob: account.session.mob, status: 2 } })
    expect(approved.ok()).toBe(true)
    expect((await account.get<{ kyc_status: number }>('user/info')).kyc_status).toBe(2)
    // Coming back to /kyc asks user/info again (once per visit), with no reload.
    await page.goto('#/kyc')
    await expect(page.getByText('Verified', { exact: true })).toBeVisible()
    await expect(page.getByText('Your identity is verified. There is nothing to pay here.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
  })
})
