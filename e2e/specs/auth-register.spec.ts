import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'

// On loopback the reference server's one-time code is 123456 (once sent); 66666 is the house account's invite code.
const OTP = '123456'
const INVITE = '66666'

/** A mobile number and e-mail no earlier run has registered (each run also starts on a fresh database). */
function newcomer() {
  const stamp = String(Date.now()).slice(-9)
  return { mob: `7${stamp}`, email: `e2e${stamp}@example.in`, name: 'Demo Apricot', password: 'secret12' }
}

test.describe('registration and sign in', () => {
  // Whole journeys with several axe passes; on a shared, busy machine they can pass 30 s.
  test.describe.configure({ timeout: 60_000 })

  test('sign up with an invite code and the OTP, then sign in', async ({ page }) => {
    const user = newcomer()
    await page.goto('#/signin')
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // Step 0: the §5 messages at the fields, then valid details.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('name too short')).toBeVisible()
    await expect(page.getByText('invalid email')).toBeVisible()
    await expectAccessible(page)
    await page.getByLabel('Name').fill(user.name)
    await page.getByLabel('E-mail').fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 1: mobile and invite code; the OTP is sent when the step passes.
    await page.getByLabel('Mobile number').fill(user.mob)
    await page.getByLabel('Invite code').fill(INVITE)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Send OTP' }).click()

    // Step 2: the code, with Resend cooling down.
    await expect(page.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByLabel('SMS code').fill(OTP)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page).toHaveURL(/#\/login$/)

    await page.getByLabel('User ID').fill(user.mob)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/#\/home$/)
  })

  test('shows the server info when the mobile is already registered', async ({ page }) => {
    await page.goto('#/reg?code=66666')
    await page.getByLabel('Name').fill('Demo Again')
    await page.getByLabel('E-mail').fill(`again${Date.now()}@example.in`)
    await page.getByLabel('Password').fill('secret12')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByLabel('Invite code')).toHaveValue(INVITE)
    await page.getByLabel('Mobile number').fill(DEMO.mob)
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await expect(page.getByText('This mobile number is already registered')).toBeVisible()
    await expect(page.getByLabel('Mobile number')).toHaveValue(DEMO.mob)
  })

  test('Find My Password asks for the mobile, then the code and a new password', async ({ page }) => {
    await page.goto('#/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page.getByRole('heading', { name: 'Find My Password' })).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByLabel('Mobile number').fill(DEMO.mob)
    await page.getByRole('button', { name: 'Send OTP' }).click()
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible()
    // At most 6 digits: a 7th is refused with a message, not cut silently.
    await page.getByLabel('SMS code').fill('1234567')
    await expect(page.getByLabel('SMS code')).toHaveValue('')
    await expect(page.getByText('At most 6 characters')).toBeVisible()
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await expect(page.getByText('invalid otp')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })
})
