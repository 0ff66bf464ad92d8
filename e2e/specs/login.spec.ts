import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('/login', () => {
  test('shows User ID and Password with visible labels, accessible and without sideways scroll', async ({
    page,
  }) => {
    await page.goto('./')
    await expect(page).toHaveURL(/#\/login$/)
    await expect(page.getByLabel('User ID')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByText('User ID', { exact: true })).toBeVisible()
    await expect(page.getByText('Password', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('signs the demo account in and reaches /home', async ({ page }) => {
    await page.goto('#/login')
    await page.getByLabel('User ID').fill(DEMO.mob)
    await page.getByLabel('Password').fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/#\/home$/)
    expect(await page.evaluate(() => localStorage.getItem('mob'))).toBe(DEMO.mob)
  })

  test('shows the server message for a wrong password and stays', async ({ page }) => {
    await page.goto('#/login')
    await page.getByLabel('User ID').fill(DEMO.mob)
    await page.getByLabel('Password').fill('wrong-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Incorrect mobile number or password' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/#\/login$/)
  })

  test('the signed-in fixture opens /home, and /login sends it back there', async ({
    signedInPage: page,
  }) => {
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await page.goto('#/login')
    await expect(page).toHaveURL(/#\/home$/)
  })
})
