import type { Page } from '@playwright/test'
import { deployNextBuild, type PrivateSim, startPrivateSim } from '../support/deployment.ts'
import { expect, test } from '../support/fixtures.ts'

// A deploy while the app is open (issue 17): the page keeps running the previous build, its lazy routes keep
// loading, and it is told that a new version is ready. This spec deploys into a sim of its own, so the shared
// sim of the other specs keeps its build.
test.use({ serviceWorkers: 'allow' })
// Each test starts a sim and installs the whole app twice into the worker's cache (the build, then the next):
// on a busy 2-core machine (CI runs the other worker beside it) that takes far longer than a phone needs.
test.describe.configure({ timeout: 120_000 })

let sim: PrivateSim
test.beforeEach(async () => {
  sim = await startPrivateSim()
})
test.afterEach(async () => {
  await sim.close()
})

async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    const container = navigator.serviceWorker
    await container.ready
    if (!container.controller)
      await new Promise((resolve) => container.addEventListener('controllerchange', resolve, { once: true }))
  })
}

/** What the app does when it is shown again or every 30 minutes: ask the server for a new worker. */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })

const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/app/assets/') && path.endsWith('.js')),
  )

test('after a deploy, an open page still opens a route it had not loaded, and is told of the new version', async ({
  page,
}) => {
  await page.goto(`${sim.origin}/app/#/login`)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await waitForWorker(page)
  const before = await scriptsOf(page)
  expect(before.some((path) => path.includes('forgot-password-screen'))).toBe(false)

  const renames = deployNextBuild(sim.web)
  // Only the worker's caches may keep the previous build: the HTTP cache (which the worker's precache
  // fetches filled) is emptied, as it may be on a phone short of space.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')
  const forgotChunk = [...renames.keys()].find((name) => name.startsWith('forgot-password-screen-'))
  expect(forgotChunk).toBeDefined()
  // The server has only the new build now.
  expect((await page.request.get(`${sim.origin}/app/assets/${forgotChunk}`)).status()).toBe(404)

  await checkForUpdate(page)
  const notice = page.getByRole('status').filter({ hasText: 'A new version of Mandi is ready.' })
  await expect(notice).toBeVisible({ timeout: 60_000 })

  // A route whose chunk this page never loaded: it comes from the previous build's kept files, not a blank
  // screen and no reload (the fixture fails the test on any console error, e.g. a failed chunk).
  // Once the new worker has activated, it still holds the previous build's files beside its own.
  await page.evaluate(async () => {
    const worker = navigator.serviceWorker.controller
    if (worker && worker.state !== 'activated')
      await new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)),
      )
  })
  const precaches = (await page.evaluate(() => caches.keys())).filter((name) =>
    name.startsWith('mandi-precache-'),
  )
  expect(precaches).toHaveLength(2)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/#\/forgotpass$/)
  await expect(page.getByRole('heading', { name: 'Find My Password' })).toBeVisible()
  expect(await scriptsOf(page)).toContain(`/app/assets/${forgotChunk}`)
  await expect(notice).toBeVisible()

  // Reload (when it suits the user) takes the new build, at the same route.
  await notice.getByRole('button', { name: 'Reload' }).click()
  await expect(page).toHaveURL(/#\/forgotpass$/)
  await expect(page.getByRole('heading', { name: 'Find My Password' })).toBeVisible()
  const after = await scriptsOf(page)
  expect(after.length).toBeGreaterThan(0)
  expect(after.every((path) => [...renames.values()].some((name) => path.endsWith(`/${name}`)))).toBe(true)
  await expect(notice).toBeHidden()
})

test.describe('a chunk no cache kept', () => {
  // The browser logs the failed module fetch (404) as a console error before the app recovers.
  test.use({ allowConsoleErrors: true })

  test('reloads the page once into the new build, at the same route', async ({ page }) => {
    await page.goto(`${sim.origin}/app/#/login`)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await waitForWorker(page)
    // A page whose worker and browser kept nothing of its build (evicted under storage pressure): the worker's
    // caches and the HTTP cache (the worker's precache fetches went through it) are emptied.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await caches.delete(name)
    })
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache')
    const renames = deployNextBuild(sim.web)

    await page.getByRole('link', { name: 'Forgot password?' }).click()
    // The old chunk is gone everywhere: the page reloads into the new build at /forgotpass.
    await expect(page.getByRole('heading', { name: 'Find My Password' })).toBeVisible({ timeout: 45_000 })
    await expect(page).toHaveURL(/#\/forgotpass$/)
    const scripts = await scriptsOf(page)
    expect(scripts.every((path) => [...renames.values()].some((name) => path.endsWith(`/${name}`)))).toBe(
      true,
    )
  })
})
