import { expect, test } from '../support/fixtures.ts'

test('a request to an outside host never leaves the machine: it is refused on loopback', async ({ page }) => {
  // Without the resolver rule (support/chromium.ts) this is a DNS lookup that goes out (ERR_NAME_NOT_RESOLVED
  // on a machine without a network, a real connection on one with).
  await expect(page.goto('https://example.net/')).rejects.toThrow(/ERR_CONNECTION_REFUSED/)
  await expect(page.goto('http://outside.example/')).rejects.toThrow(/ERR_CONNECTION_REFUSED/)
})

test('the app on loopback still loads', async ({ page }) => {
  const response = await page.goto('')
  expect(response?.status()).toBe(200)
})
