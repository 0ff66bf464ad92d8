import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'

test.describe('bind a bank and withdraw with the fee', () => {
  test('a new account binds its bank, pays in through a channel and withdraws 500 with the 10% fee', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request, 'Demo Iris')
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/profile')
    await page.getByRole('link', { name: 'Withdraw' }).click()

    // §8: no bank → alert, then /bind_card.
    await expect(page.getByRole('alertdialog')).toContainText(
      'Please add a bank account for withdrawals first',
    )
    await page.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/#\/bind_card$/)
    const holder = page.getByLabel('Account holder')
    await expect(holder).toHaveValue('Demo Iris')
    await expect(holder).toBeDisabled()
    await expect(page.getByText('The same account can only be bound once')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    const account = `6${Date.now()}`.slice(0, 14)
    await page.getByLabel('Account number').fill(account)
    await page.getByLabel('IFSC code').fill('demo0000001')
    await page.getByLabel('Bank name').fill('Sample Bank')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Bank account bound' })).toBeVisible()

    // Money in: a channel deposit paid on the sim's payment page.
    await page.goto('#/deposit')
    await page.getByRole('button', { name: 'Continue' }).click()
    const sheet = page.getByRole('dialog', { name: 'Payment method' })
    await sheet.getByRole('radio', { name: 'UPI Fast Pay' }).check()
    await sheet.getByRole('button', { name: 'Pay ₹600.00' }).click()
    await page.getByRole('button', { name: 'Pay ₹600.00' }).click()
    await expect(page.getByText('Payment received')).toBeVisible()
    await page.getByRole('link', { name: 'Back to the app' }).click()

    await page.goto('#/payout')
    await expect(page.getByText('₹600.00')).toBeVisible()
    await page.getByLabel('Amount (₹)').fill('500')
    await expect(page.getByText('Fee', { exact: true }).locator('+ dd')).toHaveText('₹50.00')
    await expect(page.getByText('Total debited').locator('+ dd')).toHaveText('₹550.00')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Please select a bank account')).toBeVisible()
    await page.getByRole('radio', { name: `Sample Bank ····${account.slice(-4)}` }).check()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Submit' }).click()
    const result = page.getByRole('dialog', { name: 'Withdrawal submitted' })
    await expect(result).toBeVisible()
    await expect(result.getByText('Sent to your bank').locator('+ dd')).toHaveText('₹500.00')
    await expect(result.getByText('Taken from your balance').locator('+ dd')).toHaveText('₹550.00')
    await result.getByRole('button', { name: 'Done' }).click()
    await expect(result).toHaveCount(0)
    // 600 − (500 + 10%) is left.
    await expect(page.getByText('Available', { exact: true }).locator('+ span')).toHaveText('₹50.00')

    await page.goto('#/hist')
    await page.getByRole('tab', { name: 'Withdraw' }).click()
    await expect(page.getByText('₹500.00')).toBeVisible()
    await expect(page.getByText('Pending in bank')).toBeVisible()
  })
})
