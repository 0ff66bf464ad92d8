import { expect, test } from '../support/fixtures.ts'

test.describe('the session token', () => {
  test('never appears in a URL (requests, frames, sockets) or a console line', async ({
    signedInPage: page,
  }) => {
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    expect(token.length).toBeGreaterThanOrEqual(8)
    const urls: string[] = [page.url()]
    const lines: string[] = []
    page.on('request', (request) => urls.push(request.url()))
    page.on('websocket', (socket) => urls.push(socket.url()))
    page.on('framenavigated', (frame) => urls.push(frame.url()))
    page.on('console', (message) => lines.push(message.text()))
    page.on('pageerror', (error) => lines.push(error.message))

    for (const route of [
      '#/home',
      '#/trde',
      '#/profile',
      '#/deposit',
      '#/hist',
      '#/payout',
      '#/pro',
      '#/notify',
      '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    ]) {
      await page.goto(route)
      await expect(page.locator('main:visible').first()).toBeVisible()
    }
    await expect.poll(() => urls.some((url) => url.includes('/ws/kline'))).toBe(true)
    // A session ending through status 3 must not log or carry the token either.
    await page.route('**/api/user/info*', (route) =>
      route.fulfill({ json: { status: 3, info: 'Session expired' } }),
    )
    await page.goto('#/profile')
    await expect(page).toHaveURL(/#\/login$/)

    expect(urls.length).toBeGreaterThan(10)
    expect(urls.filter((url) => url.includes(token) || url.includes(encodeURIComponent(token)))).toEqual([])
    expect(lines.filter((line) => line.includes(token))).toEqual([])
  })
})
