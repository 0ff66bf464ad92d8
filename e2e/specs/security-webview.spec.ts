import { expect, test } from '../support/fixtures.ts'

/** Addresses that would run script in the app's name, or pass an attacker's host off as the app's. */
const REFUSED = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://app.example/0c1d2e3f',
  'https://app@evil.example/',
  'https://app.example:pass@evil.example/login',
] as const

test.describe('/webview refuses addresses that are not plain https pages', () => {
  test(`${REFUSED.length} tricks: a clear message, no frame with that address, no dialog`, async ({
    signedInPage: page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    for (const url of REFUSED) {
      await page.goto(`#/webview?url=${encodeURIComponent(url)}`)
      await expect(page.getByRole('heading', { name: 'Web page' })).toBeVisible()
      await expect(page.getByText('This page cannot be shown here.'), url).toBeVisible()
      await expect(page.locator('iframe'), url).toHaveCount(0)
    }
    expect(dialogs).toEqual([])
  })
})
