import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/checks.ts'
import {
  expectFitsPhone,
  FINANCE_DESK,
  openConsole,
  PHONE_VIEWPORT,
  signInOperator,
} from '../support/console.ts'
import { expectNoCspReportsSoFar } from '../support/csp-sentinel.ts'
import { expect, test } from '../support/fixtures.ts'
import { fundedAccount } from '../support/resilience-api.ts'

// Two people at once: a user on a phone asks for withdrawals, and a finance operator at a desk decides them in
// the operators' console (/ops/, a browser context of its own) before the automatic desk would (30 minutes of
// the sim clock, which this spec never moves). The phone's /hist shows each decision without a reload.

async function withdraw(phone: Page, rupees: number) {
  await phone.goto('#/payout')
  await phone.getByLabel('Amount (₹)').fill(String(rupees))
  await phone.getByRole('radio').first().check()
  await phone.getByRole('button', { name: 'Submit' }).click()
  await phone
    .getByRole('dialog', { name: 'Withdrawal submitted' })
    .getByRole('link', { name: 'View withdrawal records' })
    .click()
  await expect(phone).toHaveURL(/#\/hist\?tab=withdraw$/)
}

test.describe('the finance console', () => {
  test.describe.configure({ timeout: 120_000 })

  test('an operator refuses one withdrawal with a reason and pays another; the user sees both; the audit log lists them', async ({
    page: phone,
    request,
    browser,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const account = await fundedAccount(phone, request, 2000)
    await account.bindBank()
    const code = account.session.code
    await withdraw(phone, 500)
    const refused = phone.getByRole('listitem').filter({ hasText: '₹500.00' })
    const paid = phone.getByRole('listitem').filter({ hasText: '₹300.00' })
    await expect(refused.getByText('Pending in bank')).toBeVisible()

    const desk = await openConsole(browser, origin)
    const { page } = desk
    await signInOperator(page, FINANCE_DESK)
    await expect(page.getByRole('heading', { name: 'Money queues' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Withdrawals \(\d+\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByText('Live: the queue updates by itself')).toBeVisible()
    const mine = page.getByRole('article').filter({ hasText: `ID ${code}` })
    const big = mine.filter({ hasText: '₹500.00' })
    const small = mine.filter({ hasText: '₹300.00' })
    await expect(big).toBeVisible()

    // A withdrawal asked for while the console is open comes into the queue without a reload (/ws/ops 'queue').
    const consoleUrl = page.url()
    await withdraw(phone, 300)
    await expect(paid.getByText('Pending in bank')).toBeVisible()
    const url = phone.url()
    await expect(small).toBeVisible()
    expect(page.url()).toBe(consoleUrl)
    // What the decision needs: the fee, the bank and its holder, the desk's rule (the bank was bound minutes ago).
    await expect(big).toContainText('Account holder')
    await expect(big).toContainText('IFSC')
    await expect(big).toContainText('The desk’s rule would refuse it')
    await expectAccessible(page)

    // At 360 px the queue still works: no sideways scroll, 44 px targets, the refusal form too.
    await page.setViewportSize(PHONE_VIEWPORT)
    await expectFitsPhone(page)
    await big.getByRole('button', { name: 'Refuse…' }).click()
    await expectFitsPhone(page, { axe: true })
    await big.getByRole('button', { name: 'Cancel' }).click()
    await page.setViewportSize({ width: 1280, height: 800 })

    // A refusal in the operator's own words; too short first, which the console says before sending.
    await big.getByRole('button', { name: 'Refuse…' }).click()
    await big.getByLabel('Reason the user will read').selectOption('other')
    const own = big.getByLabel('Your own words')
    await own.fill('No.')
    await big.getByRole('button', { name: 'Refuse with this reason' }).click()
    await expect(big.getByRole('alert')).toContainText('at least 5 characters')
    const reason = `The receiving account is closed at the bank. ${Date.now()}`
    await own.fill(reason)
    await big.getByRole('button', { name: 'Refuse with this reason' }).click()
    await expect(page.getByText('Refused; the user sees your reason.')).toBeVisible()
    await expect(big).toBeHidden()

    await small.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByText(/^Withdrawal \S+ paid\.$/)).toBeVisible()
    await expect(small).toBeHidden()

    // The phone shows both without a reload (it asks again when the window gets the focus).
    await phone.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(refused.getByText('Refund')).toBeVisible()
    await expect(refused.getByText(reason)).toBeVisible()
    await expect(refused.getByText('₹550.00 was returned to your balance.')).toBeVisible()
    await expect(paid.getByText('Success')).toBeVisible()
    expect(phone.url(), 'no reload, no navigation').toBe(url)
    expect((await account.wallet()).balance).toBe(200_000 - 33_000)

    await page.getByRole('link', { name: 'Audit log' }).click()
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
    const refusal = page.getByRole('row').filter({ hasText: reason })
    await expect(refusal).toContainText('Refused a withdrawal')
    await expect(refusal).toContainText(`of user ${code}`)
    await expect(refusal).toContainText('finance.desk (Finance)')
    const payment = page
      .getByRole('row')
      .filter({ hasText: 'Paid a withdrawal' })
      .filter({ hasText: `of user ${code}` })
    await expect(payment).toContainText('paid: ₹300.00')

    // The other queues, at 360 px.
    await page.setViewportSize(PHONE_VIEWPORT)
    await page.getByRole('link', { name: 'Money queues' }).click()
    await expect(page.getByRole('heading', { name: 'Money queues' })).toBeVisible()
    await page.getByRole('link', { name: /^Bank transfers/ }).click()
    await expect(page.getByRole('link', { name: /^Bank transfers/ })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('link', { name: /^Withdrawals/ }).click()
    await expectFitsPhone(page, { axe: true })

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('You are signed out.')).toBeVisible()
    await expectNoCspReportsSoFar(page, desk.cspViolations, desk.consoleErrors)
    await desk.close()
  })
})
