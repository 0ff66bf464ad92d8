import type { BrowserContext, Page } from '@playwright/test'
import { DEMO } from '../support/demo.ts'
import { expect, test } from '../support/fixtures.ts'

test.use({ serviceWorkers: 'allow' })

/**
 * Chromium's data saver for this page, as Android's data saver or a browser's data-saving mode sets it:
 * `navigator.connection.saveData` is true and requests carry `Save-Data: on`.
 */
async function saveData(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true })
}

test.describe('when the browser asks to save data', () => {
  test.describe.configure({ timeout: 60_000 })

  test('the banner does not move by itself, and pictures load only when they come into view', async ({
    signedInPage: page,
    context,
  }) => {
    await saveData(context, page)
    // The page's timers run on Playwright's clock, so the banner's 4 s are stepped through, not waited for.
    await page.clock.install()
    // The app reads the flag once, at start.
    await page.reload()
    expect(
      await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
    ).toBe(true)
    const banner = page.getByRole('region', { name: 'Highlights' })
    const shownSlide = () =>
      banner.locator('[aria-roledescription="slide"]:not([aria-hidden])').getAttribute('aria-label')
    await expect(banner.getByRole('button', { name: 'Play the slides' })).toBeVisible()
    const first = await shownSlide()
    expect(first).toMatch(/^Slide 1 of \d+: /)
    // Longer than the 4 s a slide lasts when it plays by itself, on the page's clock: every timer due in
    // those 5 s fires (a playing banner would have moved on).
    await page.clock.runFor(5_000)
    expect(await shownSlide()).toBe(first)
    // Even the first row of products waits its turn: lazy, no high priority.
    const pictures = page.locator('.mk-product__image[src]')
    await expect(pictures.first()).toBeVisible()
    expect(
      await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('loading'))),
    ).not.toContain('eager')
    expect(await page.locator('img[fetchpriority="high"]').count()).toBe(0)

    // The marketplace lists the 30 products, a category (and its picture) after another: the beauty products
    // are far below the first screen.
    const requested = new Set<string>()
    page.on('request', (request) => {
      if (request.url().includes('/img/')) requested.add(new URL(request.url()).pathname)
    })
    await page.goto('#/trde')
    await expect(page.getByRole('link', { name: /Basmati Rice 5 kg/ })).toBeVisible()
    const beauty = page.getByRole('link', { name: /Sandalwood Soap Pack of 4/ })
    await expect(beauty).toBeAttached()
    expect(await beauty.evaluate((card) => card.getBoundingClientRect().top)).toBeGreaterThan(2_500)
    // Give the page time to ask for anything it meant to ask for.
    await page.waitForLoadState('networkidle')
    expect([...requested]).not.toContain('/img/categories/beauty.svg')
    await beauty.scrollIntoViewIfNeeded()
    await expect.poll(() => [...requested]).toContain('/img/categories/beauty.svg')
  })

  test('/login does not fetch the sign-in code while the user types, only on Sign in', async ({
    page,
    context,
  }) => {
    await saveData(context, page)
    const chunks: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/login-call-[^/]+\.js$/.test(request.url())) chunks.push(request.url())
    })
    await page.goto('#/login')
    await page.getByLabel('User ID').fill(DEMO.mob)
    await page.getByLabel('Password').fill(DEMO.password)
    await page.waitForLoadState('networkidle')
    expect(chunks).toEqual([])
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/#\/home$/)
    expect(chunks).toHaveLength(1)
  })

  test('the service worker does not download the build ahead of need', async ({ page, context }) => {
    await saveData(context, page)
    await page.goto('#/login')
    await expect(page.getByLabel('User ID')).toBeVisible()
    const scriptURL = await page.evaluate(async () => {
      const container = navigator.serviceWorker
      const registration = await container.ready
      if (!container.controller)
        await new Promise((resolve) =>
          container.addEventListener('controllerchange', resolve, { once: true }),
        )
      return registration.active?.scriptURL ?? ''
    })
    expect(new URL(scriptURL).searchParams.get('save-data')).toBe('on')
    const worker = await (await page.request.get('sw.js')).text()
    const assets = JSON.parse(/"assets":(\[[^\]]*\])/.exec(worker)?.[1] ?? '[]') as string[]
    const cached = await page.evaluate(async (paths) => {
      const held = []
      for (const path of paths) if (await caches.match(path)) held.push(path)
      return held
    }, assets)
    // Only the files the page itself loaded (index.html names them), none of the other routes' chunks.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(cached.length).toBeGreaterThan(0)
    expect(cached.filter((path) => !loaded.includes(path))).toEqual([])
    expect(cached.length).toBeLessThan(assets.length / 4)

    // What is opened later (the worker now controls the page) is kept as it is used, so it works offline
    // next time. The files /login loaded before the worker took over are not: they come again when needed.
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length)
    await page.goto('#/download')
    await expect(page.getByRole('heading', { name: 'Download the app' })).toBeVisible()
    const uncached = await page.evaluate(async (from) => {
      const opened = performance
        .getEntriesByType('resource')
        .slice(from)
        .map((entry) => entry.name)
        .filter((name) => name.includes('/app/assets/'))
      const missing = []
      for (const name of opened) if (!(await caches.match(name))) missing.push(name)
      return { opened: opened.length, missing }
    }, before)
    expect(uncached.opened).toBeGreaterThan(0)
    expect(uncached.missing).toEqual([])
  })
})
