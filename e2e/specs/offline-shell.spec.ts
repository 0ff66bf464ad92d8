import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

// Offline, the browser logs each refused request (API calls, the icon) as a console error: expected here.
test.use({ allowConsoleErrors: true, serviceWorkers: 'allow' })

/**
 * Waits until the service worker is active and controls the page. A worker only activates once its install
 * has cached the shell and every hashed file of the build, so nothing else is waited for.
 */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    const container = navigator.serviceWorker
    await container.ready
    if (!container.controller)
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }))
  })
}

/** The hashed files this page has loaded that are in none of the caches. */
function uncachedAssets(page: Page) {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/app/assets/'))
    const missing = []
    for (const url of loaded) if (!(await caches.match(url))) missing.push(url)
    return missing
  })
}

test.describe('service worker', () => {
  test('a repeat visit of /login is served from cache and works offline', async ({ page, context }) => {
    await page.goto('#/login')
    await expect(page.getByLabel('User ID')).toBeVisible()
    await waitForWorker(page)
    expect(await uncachedAssets(page)).toEqual([])

    await context.setOffline(true)
    // The worker itself is offline too: an asset it has not cached cannot be fetched.
    const uncached = await page.evaluate(() =>
      fetch('./assets/not-cached.js').then(
        (answer) => `answered ${answer.status}`,
        () => 'refused',
      ),
    )
    expect(uncached).toBe('refused')
    const response = await page.reload()
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(page.getByLabel('User ID')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await context.setOffline(false)
  })

  test('signed in, the shell and its tab bar render offline', async ({ signedInPage: page, context }) => {
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    await waitForWorker(page)
    expect(await uncachedAssets(page)).toEqual([])

    await context.setOffline(true)
    await page.reload()
    await expect(page).toHaveURL(/#\/home$/)
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible()
    await context.setOffline(false)
  })

  test('never answers API calls from its cache', async ({ signedInPage: page }) => {
    await waitForWorker(page)
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        // The worker's own list of kept builds is bookkeeping, never an answer to a request.
        if (name === 'mandi-builds') continue
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
      }
      return urls
    })
    expect(cached.length).toBeGreaterThan(0)
    expect(cached.filter((url) => !/\/app\/(assets\/.+)?$/.test(new URL(url).pathname))).toEqual([])
  })

  test('install caches every file of the build, not only those the page loaded', async ({ page }) => {
    await page.goto('#/login')
    await waitForWorker(page)
    const worker = await (await page.request.get('sw.js')).text()
    const assets = JSON.parse(/"assets":(\[[^\]]*\])/.exec(worker)?.[1] ?? '[]') as string[]
    // More than the page itself loaded: every route's chunk.
    expect(assets.length).toBeGreaterThan(
      await page.evaluate(() => performance.getEntriesByType('resource').length),
    )
    const missing = await page.evaluate(async (paths) => {
      const absent = []
      for (const path of paths) if (!(await caches.match(path))) absent.push(path)
      return absent
    }, assets)
    expect(missing).toEqual([])
  })

  test('a new worker keeps the previous build, drops older ones and keeps other caches', async ({ page }) => {
    await page.goto('#/login')
    await waitForWorker(page)
    const names = () => page.evaluate(() => caches.keys())
    const [current] = (await names()).filter((name) => name.startsWith('mandi-precache-'))
    expect(current).toMatch(/^mandi-precache-[0-9a-f]{16}$/)
    // Two builds deployed before this one: the worker's list names them, oldest first.
    const older = 'aaaaaaaaaaaaaaaa'
    const previous = 'bbbbbbbbbbbbbbbb'
    await page.evaluate(
      async ([a, b]) => {
        for (const version of [a, b]) {
          await (await caches.open(`mandi-precache-${version}`)).put(
            `./assets/old-${version}.js`,
            new Response(''),
          )
        }
        await (await caches.open('mandi-builds')).put(
          'builds',
          new Response(JSON.stringify([a, b]), { headers: { 'content-type': 'application/json' } }),
        )
        await caches.open('another-app')
      },
      [older, previous],
    )

    // A new worker, as a new build gives (the browser installs one when the script's bytes or URL change;
    // the served build cannot change under the test, so the URL does).
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('./sw.js?next', { scope: './' })
      const worker = registration.installing ?? registration.waiting ?? registration.active
      // Activated means its activate handler, which drops the old caches, has finished.
      return new Promise((resolve) => {
        const settled = () => {
          if (worker?.state === 'activated' || worker?.state === 'redundant') resolve(worker.state)
        }
        worker?.addEventListener('statechange', settled)
        settled()
      })
    })
    expect(state).toBe('activated')
    // This build and the one before it (a page still open from it loads its chunks from there); the oldest
    // is gone; caches of others are left alone.
    const after = await names()
    expect(after).toContain(current)
    expect(after).toContain(`mandi-precache-${previous}`)
    expect(after).not.toContain(`mandi-precache-${older}`)
    expect(after).toContain('another-app')
  })
})
