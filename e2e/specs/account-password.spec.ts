import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'

// A freshly registered account: changing the demo accounts' password would break every other spec.
test.describe('change the password', () => {
  test('changes the login password from Account security, then signs in with the new one', async ({
    page,
    request,
  }) => {
    const user = await registerFreshUser(request)
    await signInAs(page, request, user.mob, user.password)
    await page.goto('#/profile')
    await page.getByRole('link', { name: 'Account security' }).click()
    await page.getByRole('link', { name: 'Change login password' }).click()
    await expect(page).toHaveURL(/#\/changeloginpass$/)

    await page.getByLabel('Old password').fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill('x#1')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Invalid Password').first()).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('fresh.456')
    await page.getByLabel('Confirm new password').fill('fresh.457')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The new password and its confirmation do not match')).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.getByLabel('Confirm new password').fill('fresh.456')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible()
    await expect(page).toHaveURL(/#\/safe$/)

    await page.goto('#/profile')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    await page.getByLabel('User ID').fill(user.mob)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Incorrect mobile number or password' }),
    ).toBeVisible()
    await page.getByLabel('Password').fill('fresh.456')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/#\/home$/)
  })
})
