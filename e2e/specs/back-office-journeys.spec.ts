import type { Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'
import { advanceClock, fundedAccount } from '../support/resilience-api.ts'

// Issue 26: every money journey ends on the sim clock, and the screen shows it without a reload. The back
// office acts when the clock moves (POST /__admin/clock); the app asks again when the window gets the focus
// (and every 30 s while shown), so the tests give the window the focus instead of waiting.
const minutes = (n: number) => n * 60_000

async function backOfficeActs(page: Page, request: Parameters<typeof advanceClock>[0], ms: number) {
  await advanceClock(request, ms)
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
}

test.describe('the back office finishes what the user starts', () => {
  // It moves the sim clock (days or hours): a sim of its own, so the shared one keeps this week's demo world.
  test.use({ ownSim: true })
  test.describe.configure({ timeout: 120_000 })

  test('a withdrawal to a bank bound minutes before is refunded with the reason; one an hour later is paid', async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request, 2000)
    await account.bindBank()
    await page.goto('#/payout')
    await page.getByLabel('Amount (₹)').fill('500')
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Submit' }).click()
    const result = page.getByRole('dialog', { name: 'Withdrawal submitted' })
    await result.getByRole('link', { name: 'View withdrawal records' }).click()
    await expect(page).toHaveURL(/#\/hist\?tab=withdraw$/)
    const first = page.getByRole('listitem').filter({ hasText: '₹500.00' })
    await expect(first.getByText('Pending in bank')).toBeVisible()
    const url = page.url()

    // Half an hour later the desk settles it: the bank was bound less than an hour before, so it is refunded.
    await backOfficeActs(page, request, minutes(31))
    await expect(first.getByText('Refund')).toBeVisible()
    await expect(first.getByText(/added or changed less than an hour before this withdrawal/)).toBeVisible()
    await expect(first.getByText('₹550.00 was returned to your balance.')).toBeVisible()
    expect(page.url(), 'no reload, no navigation').toBe(url)
    expect((await account.wallet()).balance).toBe(200_000)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // The bank has been bound for over an hour now: the next withdrawal is paid.
    await advanceClock(request, minutes(30))
    await page.goto('#/payout')
    await page.getByLabel('Amount (₹)').fill('300')
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Submit' }).click()
    await page
      .getByRole('dialog', { name: 'Withdrawal submitted' })
      .getByRole('link', { name: 'View withdrawal records' })
      .click()
    const second = page.getByRole('listitem').filter({ hasText: '₹300.00' })
    await expect(second.getByText('Pending in bank')).toBeVisible()
    await backOfficeActs(page, request, minutes(31))
    await expect(second.getByText('Success')).toBeVisible()
    expect((await account.wallet()).balance).toBe(200_000 - 33_000)
    const statement = await account.get<{ transaction_type: { title: string } }[]>('user/settlement')
    expect(statement.map((line) => line.transaction_type.title)).toContain('Withdrawal refund')
  })

  test('a bank transfer with its UTR is checked and credited, and the screen follows it', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request, 'Demo Lime')
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/deposit')
    await page.getByRole('button', { name: 'Continue' }).click()
    const sheet = page.getByRole('dialog', { name: 'Payment method' })
    await sheet.getByRole('radio', { name: 'Bank Transfer' }).check()
    await sheet.getByRole('button', { name: 'Pay ₹600.00' }).click()
    await expect(page).toHaveURL(/#\/bank_transfer\?/)
    await expect(page.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      /^upi:\/\/pay\?pa=mandi\.demo@demo\.example&pn=.+&am=600\.00&cu=INR&tn=D\d+$/,
    )

    const utr = page.getByLabel('UTR (12 digits)')
    await utr.fill('12345')
    await page.getByRole('button', { name: 'Send the UTR' }).click()
    await expect(page.getByText('Enter the 12-digit UTR your bank shows for the transfer')).toBeVisible()
    await expect(utr).toHaveValue('12345')
    const reference = `9${Date.now()}`.slice(0, 12)
    await utr.fill(reference)
    await page.getByRole('button', { name: 'Send the UTR' }).click()
    await expect(page.getByText(`UTR ${reference} received.`, { exact: false })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await backOfficeActs(page, request, minutes(16))
    await expect(page.getByText('This deposit has been added to your balance.')).toBeVisible()
    await page.getByRole('link', { name: 'See your deposits' }).click()
    const row = page.getByRole('listitem').filter({ hasText: `UTR ${reference}` })
    await expect(row.getByText('Success')).toBeVisible()
    await page.goto('#/profile')
    await expect(page.getByText('₹600.00').first()).toBeVisible()
  })

  test('a PAN that is not a person’s is refused with the reason; corrected, it is verified', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request, 'Demo Ginger')
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/verif')
    await page.getByLabel('PAN').fill('ABCDE1234F')
    await page.getByLabel('Full name').fill('Demo Ginger')
    await page.getByLabel('Date of birth').pressSequentially('15011990')
    await page.getByLabel('Address').fill('Demo Street 12')
    await page.getByLabel('PIN code').fill('560001')
    await page.getByLabel('City').fill('Bengaluru')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Sent, waiting for review')).toBeVisible()

    await backOfficeActs(page, request, minutes(11))
    await expect(page.getByText('Not accepted', { exact: true })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText(
      "Your PAN details were not accepted: this PAN is not a person's: its fourth letter must be P.",
    )
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.getByRole('button', { name: 'Correct and send again' }).click()
    await page.getByLabel('PAN').fill('ZZZPM0000Z')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Sent, waiting for review')).toBeVisible()
    await backOfficeActs(page, request, minutes(11))
    await expect(page.getByText('Verified', { exact: true })).toBeVisible()
    await page.goto('#/profile')
    await expect(page.getByText('Verified', { exact: true })).toBeVisible()
  })
})
