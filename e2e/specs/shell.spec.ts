import { expect, test } from '../support/fixtures.ts'

test.describe('app shell', () => {
  test('is served with a CSP that allows no inline script but the shell script, by its hash', async ({
    page,
  }) => {
    const response = await page.goto('./')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // The one inline script is the shell's (decision 0089): it ran (the splash gave way to the login shell or
    // the screen), and the CSP names exactly one hash.
    expect(csp.match(/'sha256-[A-Za-z0-9+/=]+'/g)).toHaveLength(1)
    const inline = await page.locator('script:not([src])').count()
    expect(inline).toBe(1)
    await expect(page.locator('html')).toHaveAttribute('data-boot-shell', 'login')
  })

  test('sends a signed-out visitor to /login, except on the public routes', async ({ page }) => {
    await page.goto('./')
    await expect(page).toHaveURL(/\/app\/#\/login$/)
    for (const path of ['/profile', '/deposit', '/kline', '/chat_box']) {
      await page.goto(`#${path}`)
      await expect(page, path).toHaveURL(/#\/login$/)
    }
    for (const path of ['/download', '/forgotpass', '/signin', '/reg']) {
      await page.goto(`#${path}`)
      await expect(page.locator('main')).not.toBeEmpty()
      await expect(page, path).toHaveURL(new RegExp(`#${path}$`))
    }
  })

  test('moves between the four tabs with the bottom tab bar', async ({ signedInPage: page }) => {
    const tabs = page.getByRole('navigation', { name: 'Main navigation' })
    for (const [name, path] of [
      ['Goods', '/trde'],
      ['Find', '/find'],
      ['Account', '/profile'],
      ['Home', '/home'],
    ] as const) {
      await tabs.getByRole('link', { name }).tap()
      await expect(page).toHaveURL(new RegExp(`#${path}$`))
      await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'page')
    }
    await page.goto('#/deposit')
    await expect(tabs).toHaveCount(0)
  })
})
