import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

// Every wallet and account screen, as the rich demo account sees it: loaded (not the placeholder), no
// serious or critical axe violation, nothing scrolling sideways.
const SCREENS: readonly { path: string; ready: string }[] = [
  { path: '/profile', ready: 'Customer Support' },
  { path: '/deposit', ready: '₹600.00' },
  { path: '/bank_transfer?amount=600&code=100001&orderid=D123', ready: 'Ask support in the app chat' },
  { path: '/hist', ready: 'Financial Records' },
  { path: '/payout', ready: 'Submit' },
  { path: '/bind_card', ready: 'The same account can only be bound once' },
  { path: '/update_bank', ready: 'Send OTP' },
  { path: '/kyc', ready: 'Pay ₹6,000.00 for KYC' },
  { path: '/verif', ready: 'ID Verification' },
  { path: '/safe', ready: 'Change login password' },
  { path: '/changeloginpass', ready: 'Confirm new password' },
  { path: '/settings', ready: 'Log out' },
  { path: '/userinfo', ready: 'Change avatar' },
  { path: '/center', ready: 'Account statement' },
  { path: '/settlement', ready: 'Account settlement' },
]

test.describe('wallet and account screens', () => {
  for (const screen of SCREENS) {
    test(`${screen.path} is accessible and does not scroll sideways`, async ({ signedInPage: page }) => {
      await page.goto(`#${screen.path}`)
      await expect(page.getByText(screen.ready, { exact: true }).first()).toBeVisible()
      // Lists settle (skeletons gone) before the checks.
      await expect(page.getByText('Loading', { exact: true })).toHaveCount(0)
      await expectAccessible(page)
      await expectNoSidewaysScroll(page)
    })
  }

  test('/center keeps its data when left and shows it again without a refetch', async ({
    signedInPage: page,
  }) => {
    let calls = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/user/settlement')) calls += 1
    })
    await page.goto('#/center')
    await expect(page.getByRole('region', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible()
    await page.goto('#/profile')
    await page.getByRole('link', { name: 'Account statement' }).click()
    await expect(page.getByRole('region', { name: 'Entries' }).getByRole('listitem').first()).toBeVisible()
    expect(calls).toBe(1)
  })
})
