import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('sign out', () => {
  test('Sign out on /profile clears everything and goes to /login', async ({ signedInPage: page }) => {
    await page.goto('#/profile')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    await expect(page.getByLabel('User ID')).toHaveValue('')
    // Signed out, an inner route leads back to /login.
    await page.goto('#/profile')
    await expect(page).toHaveURL(/#\/login$/)
  })

  test('Log out on /settings keeps the mobile number for the sign-in form', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/profile')
    await page.getByRole('link', { name: 'Settings' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ mob: DEMO.mob })
    await expect(page.getByLabel('User ID')).toHaveValue(DEMO.mob)
  })
})
