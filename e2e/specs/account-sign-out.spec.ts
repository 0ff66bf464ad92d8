import type { Page } from '@playwright/test'
import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'

/** The envelope status of user/info with `token`: 1 while its session lives, 3 once it has ended. */
async function statusWith(page: Page, token: string): Promise<number> {
  const response = await page.request.get('../api/user/info', { headers: { token } })
  return ((await response.json()) as { status: number }).status
}

test.describe('sign out', () => {
  test('Sign out on /profile ends the session on the server, clears everything and goes to /login', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/profile')
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
    // A copy of the token (another device, a leaked backup) no longer works (POST user/logout).
    expect(await statusWith(page, token)).toBe(3)
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
    const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
    expect(await statusWith(page, token)).toBe(1)
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    expect(await statusWith(page, token)).toBe(3)
    expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ mob: DEMO.mob })
    await expect(page.getByLabel('User ID')).toHaveValue(DEMO.mob)
  })
})
