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

  test('offers English, Hinglish and हिन्दी before sign-in: the screen switches, <html lang> follows, the choice is kept', async ({
    page,
  }) => {
    await page.goto('#/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const languages = page.getByRole('group', { name: 'Language' })
    for (const name of ['English', 'Hinglish', 'हिन्दी']) {
      const box = await languages.getByRole('button', { name }).boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    }
    await page.getByLabel('User ID').fill(DEMO.mob)
    await languages.getByRole('button', { name: 'हिन्दी' }).click()
    await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    await expect(page.getByLabel('यूज़र ID')).toHaveValue(DEMO.mob)
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi')
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    await page.goto('#/signin')
    await expect(page.getByRole('heading', { name: 'नया खाता बनाएँ' })).toBeVisible()
    await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'Hinglish' }).click()
    await expect(page.getByRole('heading', { name: 'Naya khaata banayein' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-Latn')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Naya khaata banayein' })).toBeVisible()
    await page.getByRole('group', { name: 'Bhasha' }).getByRole('button', { name: 'English' }).click()
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
  })
})
