import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

test.describe('installable app', () => {
  test('Chromium reports no installability error and reads the manifest the app links', async ({
    baseURL,
    launchOptions,
  }) => {
    // A browser profile on disk: Chromium never offers to install from an incognito (throw-away) context.
    const profile = mkdtempSync(join(tmpdir(), 'mandi-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      viewport: { width: 360, height: 740 },
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      await page.goto('#/login')
      await expect(page.locator('#root form').first()).toBeVisible()
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.url).toMatch(/\/app\/manifest\.webmanifest$/)
      expect(manifest.errors).toEqual([])
      const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; display?: string }
      expect(parsed).toMatchObject({ name: 'Mandi', display: 'standalone' })
      // Icons, start URL, scope and the service worker are checked by Chromium itself: any gap is an error here.
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 10_000,
        })
        .toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test('/download offers Install the app when the browser offered it earlier, on another screen', async ({
    page,
  }) => {
    // The offer usually comes before /download is opened (its chunk not even loaded): fire it on /login.
    await page.goto('#/login')
    await expect(page.locator('#root form').first()).toBeVisible()
    const prevented = await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true })
      const calls = { prompt: 0 }
      Object.assign(window, { installCalls: calls })
      Object.assign(offer, {
        prompt: async () => {
          calls.prompt += 1
        },
        userChoice: new Promise((resolve) =>
          setTimeout(() => resolve({ outcome: 'accepted', platform: 'web' }), 300),
        ),
      })
      window.dispatchEvent(offer)
      return offer.defaultPrevented
    })
    // Kept for the button rather than shown as the browser's own banner.
    expect(prevented).toBe(true)
    await page.goto('#/download')
    const install = page.getByRole('button', { name: 'Install the app' })
    await expect(install).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Android, in Chrome' })).toHaveCount(0)
    await install.click()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { installCalls: { prompt: number } }).installCalls.prompt),
      )
      .toBe(1)
    await expect(
      page.getByText('Mandi is installed on this phone. Open it from its icon on your home screen.'),
    ).toBeVisible()
    await expect(install).toHaveCount(0)
  })

  test('/download shows the home-screen steps without an offer, then Installed on appinstalled', async ({
    page,
  }) => {
    await page.goto('#/download')
    await expect(page.getByRole('heading', { name: 'Download the app' })).toBeVisible()
    // Playwright's throw-away profile never gets Chromium's install offer: the manual steps show.
    await expect(page.getByRole('heading', { name: 'Android, in Chrome' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'iPhone, in Safari' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0)
    // Installed from the browser's own menu while the page is open.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')))
    await expect(
      page.getByText('Mandi is installed on this phone. Open it from its icon on your home screen.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Android, in Chrome' })).toHaveCount(0)
  })
})
