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
})
