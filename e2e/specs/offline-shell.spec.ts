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

  test('a new worker drops the caches of earlier builds and keeps those of others', async ({ page }) => {
    await page.goto('#/login')
    await waitForWorker(page)
    const names = () => page.evaluate(() => caches.keys())
    const current = await names()
    expect(current).toEqual([expect.stringMatching(/^mandi-precache-[0-9a-f]{16}$/)])
    await page.evaluate(async () => {
      await (await caches.open('mandi-precache-0123456789abcdef')).put(
        './assets/old-Ab12.js',
        new Response(''),
      )
      await caches.open('another-app')
    })

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
    expect((await names()).sort()).toEqual(['another-app', ...current])
  })
})
