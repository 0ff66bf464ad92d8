import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { SPEC_PATHS as SPEC_ROUTES } from '../support/spec-routes.ts'

/**
 * A first-time user finds every feature: a crawler signed in as the rich demo account starts at /home and
 * follows only the links it can see (hash links `#/…` of the shown screen; no typed URLs), breadth first, up
 * to three taps deep. Every route of spec §2 must be reached, except the ones a signed-in user of this
 * account cannot open by a link on purpose (see NOT_LINKED). On every inner (non-tab) screen it reaches, a
 * visible Back control must exist and must return to the screen the crawler came from.
 *
 * To expand a screen reached earlier, the crawler opens the hash the click produced (the app is URL-driven,
 * so that is the same screen); every screen is first reached by a click.
 */

/** Routes no in-app link leads a signed-in rich user to, and why. */
const NOT_LINKED: Record<string, string> = {
  '/login': 'public only: a signed-in user is sent to /home',
  '/signin': 'public only: a signed-in user is sent to /home',
  '/reg': 'alias of /signin, public only',
  '/forgotpass': 'public: reached from /login when signed out',
  '/upload': 'redirects to the avatar upload of /userinfo',
  '/webview': 'needs a stored url (an external page); no seeded link carries one',
  '/bank_transfer': 'needs a deposit order: reached after Continue on /deposit with the manual channel',
  '/bind_card':
    'the rich account has its one bank card bound; the empty account reaches it from Withdraw (dialogs-follow-route)',
}

const TABS = new Set(['/home', '/trde', '/find', '/profile'])
const MAX_DEPTH = 3

const routeOf = (hash: string) => (hash.replace(/^#/, '').split('?')[0] ?? '').replace(/\/$/, '') || '/'
const hashOf = (page: Page) => new URL(page.url()).hash

/**
 * Waits until the shown screen has loaded: its heading is shown (every screen has one; the static first screen
 * and the loading screen have none) and no skeleton, busy region or loading screen is left. Without the heading
 * wait, a fresh-clone run once read /home's links while only the tab bar was there.
 */
async function settled(page: Page) {
  await expect(page.locator('h1:visible').first()).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('main [aria-busy="true"]:visible, main .mk-skeleton:visible')).toHaveCount(0, {
    timeout: 10_000,
  })
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0)
}

/** The in-app links the user can see on the shown screen (kept-alive screens are hidden, so not seen). */
async function visibleLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="#/"]:visible')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  return [...new Set(hrefs)]
}

test('every feature is within three taps of /home, and every inner screen has a working Back', async ({
  signedInPage: page,
}) => {
  test.setTimeout(150_000)
  const started = Date.now()
  const reached = new Map<string, string>([['/home', '#/home']]) // route → how it was first reached
  const trail = new Map<string, string>([['/home', '/home']])
  const queue: { hash: string; depth: number }[] = [{ hash: '#/home', depth: 0 }]
  const noBack: string[] = []

  while (queue.length > 0) {
    const node = queue.shift()
    if (!node) break
    await page.goto(node.hash)
    await settled(page)
    for (const href of await visibleLinks(page)) {
      const route = routeOf(href)
      if (reached.has(route)) continue
      reached.set(route, href)
      trail.set(route, `${trail.get(routeOf(node.hash))} → ${route}`)
      // Tap it, as the user would.
      const link = page.locator(`a[href="${href}"]:visible`).first()
      await link.click()
      await expect.poll(() => routeOf(hashOf(page)), { message: `tap ${href}` }).toBe(route)
      if (!TABS.has(route)) {
        // A way back: a visible Back control that returns to the screen the user came from.
        const back = page.getByRole('button', { name: 'Back', exact: true }).locator('visible=true').first()
        const shown = await back
          .waitFor({ state: 'visible', timeout: 10_000 })
          .then(() => true)
          .catch(() => false)
        if (!shown) {
          noBack.push(route)
        } else {
          await back.click()
          await expect.poll(() => hashOf(page), { message: `Back from ${route}` }).toBe(node.hash)
        }
      }
      if (node.depth + 1 < MAX_DEPTH) queue.push({ hash: href, depth: node.depth + 1 })
      if (routeOf(hashOf(page)) !== routeOf(node.hash)) {
        await page.goto(node.hash)
      }
      await settled(page)
    }
  }

  const elapsed = Date.now() - started
  test
    .info()
    .annotations.push(
      { type: 'crawl time', description: `${elapsed} ms` },
      { type: 'paths', description: [...trail.values()].join('\n') },
    )
  const missing = SPEC_ROUTES.filter((route) => !reached.has(route) && !(route in NOT_LINKED))
  expect(
    missing,
    `not reached within ${MAX_DEPTH} taps; reached:\n${[...trail.values()].join('\n')}`,
  ).toEqual([])
  expect(noBack, 'inner screens without a visible Back control').toEqual([])
  // The excused routes are still real routes of the app (the list above is not a place to hide gaps).
  for (const route of Object.keys(NOT_LINKED)) expect(SPEC_ROUTES).toContain(route)
  // The crawl time is reported above (an annotation in the report), never asserted: a functional test does not
  // time the machine it runs on (issue 31).
})

test('a screen opened cold (a bookmark, a shared link) goes Back to its parent, then up to a tab', async ({
  signedInPage: page,
}) => {
  // A typed URL, then a reload: the app starts on an entry it did not write. The URL is typed once the app has
  // drawn /home: typed while it still starts, the app lays /rw's parents from that first document, and after the
  // reload Chromium's history intervention skips those entries (pushed with no user activation by a document
  // that is gone) on Back: a reproduced flake (1 of 5 runs at 6x CPU), a different journey from this one.
  await expect(page.getByRole('heading', { name: 'Markets and plans' })).toBeVisible()
  await page.goto('#/rw')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Ranking rewards' })).toBeVisible()
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/#\/ranking$/)
  await page.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(page).toHaveURL(/#\/home$/)
  // The browser's Back walks the same way: the parents were laid under the opened screen.
  await page.goto('#/changeloginpass')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/#\/safe$/)
  await page.goBack()
  await expect(page).toHaveURL(/#\/profile$/)
})
