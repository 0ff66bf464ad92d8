import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

// Offline, the browser logs each refused request (API calls, images) as a console error: expected here.
test.use({ allowConsoleErrors: true, serviceWorkers: 'allow' })

/** The empty demo account of the sim (a second user on the same phone). */
const EMPTY_DEMO = { mob: '9000000002', password: 'demo1234' }
const RECODS = '#/recods?name=Ethereum&code=ethusdt&title=ETH%2FUSDT'
const BANNER = /^Offline, as of (Today|Yesterday|\d{1,2} \w{3} \d{4}), \d{1,2}:\d{2}\s?(am|pm)$/

/** Waits until the service worker controls the page, so a reload offline gets the app shell. */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    const container = navigator.serviceWorker
    await container.ready
    if (!container.controller)
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }))
  })
}

/**
 * The answers kept on the phone (IndexedDB 'mandi-last-known'): each key with the number of rows of its answer
 * when that is a list (a paged screen keeps its first page), else -1. Never creates the database: an empty one
 * made here would lack the app's object store.
 */
function keptAnswers(page: Page): Promise<Map<string, number>> {
  return page
    .evaluate(
      () =>
        new Promise<[string, number][]>((resolve) => {
          const open = indexedDB.open('mandi-last-known')
          open.onupgradeneeded = () => open.transaction?.abort()
          open.onerror = () => resolve([])
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('answers')) {
              db.close()
              resolve([])
              return
            }
            const store = db.transaction('answers').objectStore('answers')
            const keys = store.getAllKeys()
            const values = store.getAll()
            values.onsuccess = () => {
              db.close()
              resolve(
                keys.result.map((key, i) => {
                  const data: unknown = values.result[i]?.data
                  return [String(key), Array.isArray(data) ? data.length : -1]
                }),
              )
            }
          }
        }),
    )
    .then((entries) => new Map(entries))
}

/** The keys of the answers kept on the phone. */
async function keptKeys(page: Page): Promise<string[]> {
  return [...(await keptAnswers(page)).keys()]
}

/** Goes to a route and reloads it offline: the page comes from the worker, the data from IndexedDB. */
async function reloadOffline(page: Page, context: BrowserContext, route: string) {
  await context.setOffline(true)
  await page.goto(route)
  await page.reload()
  // Chromium's offline emulation does not reach a document the service worker serves on reload: it reports
  // navigator.onLine true although every request fails, which no offline phone does. Emulating online then
  // offline again gives the new document the phone's real state; meanwhile every API call is refused as a
  // lost connection would refuse it, so the brief 'online' lets nothing through.
  const refuse = (route: Route) => route.abort('internetdisconnected')
  await page.route('**/api/**', refuse)
  await context.setOffline(false)
  await context.setOffline(true)
  await page.unroute('**/api/**', refuse)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

async function login(request: APIRequestContext, mob: string, password: string) {
  const response = await request.post('../api/user/login', {
    form: { mob, pass_word: password, finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as { data: { id: number; name: string; token: string; code: string } }
  return { ...body.data, mob }
}

test.describe('offline data (last known, per user)', () => {
  // Two sign-ins, a worker install and a dozen reloads on a shared two-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('visited screens show their kept data offline with the banner, money actions off; sign out forgets it', async ({
    signedInPage: page,
    context,
  }) => {
    // Online: visit each screen once (each answer is kept on the phone as it shows).
    await page.goto('#/profile')
    const name = ((await page.locator('.account__name').textContent()) ?? '').trim()
    await expect(page.getByRole('link', { name: 'Deposit' })).toBeVisible()
    await page.goto('#/position')
    const sell = page.getByRole('button', { name: /^Sell all / }).first()
    const sellName = (await sell.getAttribute('aria-label')) ?? ''
    expect(sellName).not.toBe('')
    // Open trades settle within a minute (that tab may be empty); History holds the seeded settled trades.
    await page.goto('#/position?view=trades')
    await expect(page.getByText('Loading trades')).toHaveCount(0)
    await page.getByRole('tab', { name: 'History' }).click()
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    await page.goto('#/hist')
    const records = page.getByRole('tabpanel').getByRole('listitem')
    await expect(records.first()).toBeVisible()
    const firstOrder =
      (await records
        .first()
        .getByText(/^Order /)
        .textContent()) ?? ''
    expect(firstOrder).not.toBe('')
    await page.goto(RECODS)
    await expect(page.getByRole('link', { name: /₹1,000\.00/ })).toHaveCount(1)
    await waitForWorker(page)
    const id = await page.evaluate(() => localStorage.getItem('id'))
    // Each visited screen's first answers, filed under this user (/home's lists, painted on a repeat visit since
    // issue 30, may be kept too, depending on whether /home finished loading first: not listed here).
    const visitedKeys = async () =>
      (await keptKeys(page)).filter((key) => key.split(':')[1] !== 'home').sort()
    await expect
      .poll(visitedKeys)
      .toEqual(
        [
          'hist:deposit',
          'positions:active',
          'recods:ethusdt:ETH/USDT',
          'trades:history',
          'trades:tradingPairs',
          'user/info',
        ].map((key) => `${id}:${key}`),
      )
    // Every kept answer, /home's included, is filed under this user.
    expect((await keptKeys(page)).every((key) => key.startsWith(`${id}:`))).toBe(true)
    // The History tab's kept first page (a trade that settles while the tab shows refreshes it, so it is read
    // from the phone, not counted on screen at some moment before).
    const tradeCount = (await keptAnswers(page)).get(`${id}:trades:history`) ?? -1
    expect(tradeCount).toBeGreaterThan(0)

    // Offline, each screen reloads with its data, says since when, and turns its money actions off.
    await reloadOffline(page, context, '#/profile')
    await expect(page.getByText(BANNER)).toBeVisible()
    await expect(page.getByText(name, { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Deposit' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
    await expect(page.getByRole('button', { name: 'Deposit' })).toHaveAccessibleDescription(
      'You are offline. Connect to add or withdraw money.',
    )
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await reloadOffline(page, context, '#/position')
    await expect(page.getByText(BANNER)).toBeVisible()
    // The demo account may hold two positions of one product (another journey bought one): the first row, as online.
    const offlineSell = page.getByRole('button', { name: sellName }).first()
    await expect(offlineSell).toBeDisabled()
    await expect(offlineSell).toHaveAccessibleDescription('You are offline. Connect to sell.')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await reloadOffline(page, context, '#/position?view=trades')
    await expect(page.getByText(BANNER)).toBeVisible()
    await page.getByRole('tab', { name: 'History' }).click()
    await expect(page.getByText(BANNER)).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(tradeCount)

    await reloadOffline(page, context, '#/hist')
    await expect(page.getByText(BANNER)).toBeVisible()
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText(firstOrder)

    await reloadOffline(page, context, RECODS)
    await expect(page.getByText(BANNER)).toBeVisible()
    await expect(page.getByRole('link', { name: /₹1,000\.00/ })).toHaveCount(1)

    // Back online: the screen loads again by itself and the banner goes.
    await context.setOffline(false)
    await expect(page.getByText(BANNER)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /₹1,000\.00/ })).toHaveCount(1)

    // Sign out forgets every kept answer: even with the same session put back, offline nothing of it shows.
    await page.goto('#/profile')
    const stored = await page.evaluate(() => ({ ...localStorage }))
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/#\/login$/)
    expect(await keptKeys(page)).toEqual([])
    await page.evaluate((session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value)
    }, stored)
    await reloadOffline(page, context, '#/profile')
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByText(name, { exact: true })).toHaveCount(0)
    await expect(page.getByText(BANNER)).toHaveCount(0)
    await context.setOffline(false)
  })

  test('another user on the same phone never sees the first one’s data', async ({
    signedInPage: page,
    context,
    request,
  }) => {
    await page.goto('#/profile')
    const first = ((await page.locator('.account__name').textContent()) ?? '').trim()
    await page.goto('#/hist')
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible()
    await waitForWorker(page)
    // The card and the history tab (/home's lists, painted on a repeat visit since issue 30, may be kept too,
    // depending on whether /home finished loading first: not counted here).
    const screenKeys = async () => (await keptKeys(page)).filter((key) => key.split(':')[1] !== 'home')
    await expect.poll(screenKeys).toHaveLength(2)

    // A second account takes the phone without the first one signing out through the app (the case the
    // per-user keys are for: the first one's kept answers are still there).
    const other = await login(request, EMPTY_DEMO.mob, EMPTY_DEMO.password)
    await page.evaluate((stored) => {
      localStorage.setItem('token', stored.token)
      localStorage.setItem('id', String(stored.id))
      localStorage.setItem('name', stored.name)
      localStorage.setItem('code', stored.code)
      localStorage.setItem('mob', stored.mob)
    }, other)
    expect(await screenKeys()).toHaveLength(2)

    await reloadOffline(page, context, '#/profile')
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByText(first, { exact: true })).toHaveCount(0)
    await expect(page.getByText(BANNER)).toHaveCount(0)
    await reloadOffline(page, context, '#/hist')
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByText(BANNER)).toHaveCount(0)

    // Online the second account sees its own card, and offline only that one.
    await context.setOffline(false)
    await page.goto('#/profile')
    await page.reload()
    await expect(page.getByText(other.name, { exact: true })).toBeVisible()
    await expect.poll(() => keptKeys(page)).toContain(`${other.id}:user/info`)
    await reloadOffline(page, context, '#/profile')
    await expect(page.getByText(BANNER)).toBeVisible()
    await expect(page.getByText(other.name, { exact: true })).toBeVisible()
    await expect(page.getByText(first, { exact: true })).toHaveCount(0)
    await context.setOffline(false)
  })
})
