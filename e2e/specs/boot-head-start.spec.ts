import type { CDPSession, Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

/**
 * The boot script (apps/web/src/boot/boot.ts, issue 16): opening an entry screen signed in, the route's first
 * GETs go out from the boot script, before the screen's chunk could have run, and the screen uses those
 * answers instead of asking again. Signed out it does nothing: a stale bookmark lands on /login quietly.
 */

interface Sent {
  readonly url: string
  readonly requestId: string
  readonly at: number
  /** The script that made the request (top frame of its initiator stack), if a script did. */
  readonly initiator: string | undefined
}

/** Every request of the page as the browser reports it, with its initiator, and when each finished. */
async function recordRequests(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const sent: Sent[] = []
  const finished = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', (event) => {
    const frames = event.initiator.stack?.callFrames ?? []
    sent.push({
      url: event.request.url,
      requestId: event.requestId,
      at: event.timestamp,
      initiator: frames[0]?.url || event.initiator.url,
    })
  })
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.timestamp))
  return { sent, finished }
}

const path = (url: string) => new URL(url).pathname
/** The chunk of the modules only /home loads, its screen's among them (decision 0093: `s-<screens' letters>-<hash>`). */
const homeChunk = /\/assets\/s-h-[\w-]{8}\.js$/

test.describe('the boot script starts the route before React', () => {
  test('signed in, /home asks product/list once, from the boot script, and shows the goods', async ({
    signedInPage: page,
  }) => {
    const { sent, finished } = await recordRequests(page)
    // A fresh document of /home (the fixture opened it before the recorder was listening).
    await page.reload()
    await expect(page.locator('.home .product-grid a')).toHaveCount(6)

    const lists = sent.filter((request) => path(request.url) === '/api/product/list')
    expect(lists, 'product/list requests').toHaveLength(1)
    const [list] = lists
    expect(list?.initiator, 'who asked for product/list').toMatch(/\/app\/assets\/boot-[\w-]+\.js$/)
    // Sent before the home chunk had even arrived, so before any of its code ran.
    const chunk = sent.find((request) => homeChunk.test(request.url))
    expect(chunk, 'the home chunk').toBeDefined()
    await expect.poll(() => finished.get(chunk?.requestId ?? '')).toBeDefined()
    expect(list?.at).toBeLessThanOrEqual(finished.get(chunk?.requestId ?? '') ?? 0)
    // The plans, also on /home, likewise once.
    expect(sent.filter((request) => path(request.url) === '/api/mining/list')).toHaveLength(1)
  })

  test("signed in, the installed app's start address (/app/, no route) lands on /home with the boot's product/list", async ({
    signedInPage: page,
  }) => {
    // A fresh document at the start address (from /app/#/home, './' would only change the hash): leave the
    // app for another page of its origin first.
    await page.goto('../api/market/list')
    const { sent } = await recordRequests(page)
    await page.goto('./')
    await expect(page).toHaveURL(/#\/home$/)
    await expect(page.locator('.home .product-grid a')).toHaveCount(6)
    const lists = sent.filter((request) => path(request.url) === '/api/product/list')
    expect(lists.map((request) => request.initiator)).toEqual([
      expect.stringMatching(/\/app\/assets\/boot-[\w-]+\.js$/),
    ])
  })

  test("the app's base stylesheet comes inside the page (decision 0095): never asked for, on /home or the screens opened after", async ({
    signedInPage: page,
  }) => {
    const { sent } = await recordRequests(page)
    await page.reload()
    await expect(page.locator('.home .product-grid a')).toHaveCount(6)
    // Styled by it (a browser's own body margin is 8px).
    await expect(page.locator('body')).toHaveCSS('margin', '0px')
    // Other screens' chunks, each loaded the first time its screen opens, do not ask for it either.
    for (const [route, heading] of [
      ['#/profile', 'Account'],
      ['#/rw', 'Ranking rewards'],
    ] as const) {
      await page.goto(route)
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible()
    }
    await page.waitForLoadState('networkidle')
    expect(
      sent.filter((request) => /\/assets\/index-[\w-]+\.css$/.test(request.url)).map((r) => r.url),
    ).toEqual([])
  })

  test('signed out, a bookmark of /home lands on /login with no API request and nothing of /home loaded', async ({
    page,
  }) => {
    const { sent } = await recordRequests(page)
    await page.goto('#/home')
    await expect(page).toHaveURL(/#\/login$/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(sent.filter((request) => path(request.url).startsWith('/api/')).map((r) => r.url)).toEqual([])
    expect(sent.filter((request) => homeChunk.test(request.url)).map((r) => r.url)).toEqual([])
  })
})
