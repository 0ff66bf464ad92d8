import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('referral screens', () => {
  test.describe.configure({ timeout: 120_000 })

  test('share copies the code and counts the real team, paid rewards, team levels, computed rankings with the own row, published prize tables in lakh', async ({
    signedInPage: page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const summary = page.waitForResponse((response) => response.url().includes('/api/user/direct?'))
    await page.goto('#/share')
    await expect(page.getByText('100001', { exact: true })).toBeVisible()
    // The invited count is the level-1 team that /direct shows, not a fixed zero.
    const team = (await (await summary).json()) as { data: { people_num: number } }
    await expect(page.getByText('Friends who joined').locator('+ dd')).toHaveText(
      String(team.data.people_num),
    )
    expect(team.data.people_num).toBeGreaterThan(0)
    // The phone's share sheet where the browser has one (Web Share API), else a WhatsApp link.
    if (await page.evaluate(() => typeof navigator.share === 'function')) {
      await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible()
    } else {
      const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' })
      await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*100001/)
    }
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('button', { name: 'Copy' }).first().click()
    const alert = page.getByRole('alertdialog')
    await expect(alert).toContainText('Copied successfully')
    await alert.getByRole('button', { name: 'OK' }).click()
    await page.getByRole('link', { name: 'Invitation rewards' }).click()
    await expect(page.getByRole('heading', { name: 'Invitation rewards' })).toBeVisible()
    // The rich demo's rewards were paid by the back office's rule, stated with its figure.
    await expect(page.getByText(/^You get 5% of the first deposit of each friend/)).toBeVisible()
    await expect(page.locator('main li').first()).toContainText('+₹')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.goto('#/direct')
    await expect(page.getByText('Registered')).toBeVisible()
    await page.getByRole('tab', { name: 'Level-2' }).click()
    await expect(page.getByRole('tab', { name: 'Level-2' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByText(/^UID /).first()).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await page.goto('#/ranking')
    await expect(page.locator('.referral__podium')).toHaveCount(3)
    // Computed from real users this India week; the rich demo's own row, with its rank.
    await expect(
      page.getByText('Deposits credited this week to members of the team (Levels 1 to 3).'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'You' })).toContainText(/You are rank \d+ on this board\./)
    await expect(page.getByRole('region', { name: 'You' })).toContainText('Demo Trader')
    await expect(page.locator('ol[start="4"] > li').first()).toContainText('Rank 4')
    await page.getByRole('tab', { name: 'L1 Monthly' }).click()
    await expect(page.locator('.referral__podium')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'You' })).toContainText(/You are rank \d+ on this board\./)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await page.getByRole('link', { name: 'Prize' }).click()
    await expect(page).toHaveURL(/#\/rw$/)
    // §9's 1500k and 7000k in lakh, the full amount in the accessible name.
    await expect(page.getByRole('cell', { name: 'A vehicle worth ₹15,00,000.00' })).toContainText('₹15 L')
    // The operator's published prizes: nothing says the app pays them.
    await expect(
      page.getByText(/^These are the prizes the operator publishes for each board\./),
    ).toBeVisible()
    await page.getByRole('tab', { name: 'Team Monthly' }).click()
    await expect(page.getByRole('cell', { name: '₹70,00,000.00' })).toContainText('₹70 L')
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('download shows the default invitation code without signing in, and no dead package link', async ({
    page,
    request,
  }) => {
    // The sim has no package unless SIM_APK_PATH is set: the path answers 404 and the page says so.
    expect((await request.get('/download/mandi.apk')).status()).toBe(404)
    await page.goto('#/download')
    await expect(page.getByText('66666', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible()
    await expect(page.getByText('The Android app package is not available yet.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download the app package' })).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
  })

  test('download links the package when the server publishes one', async ({ page }) => {
    // Stands in for a sim started with SIM_APK_PATH (covered by the sim's own test): only the info answer.
    await page.route('**/download/package.json', (route) =>
      route.fulfill({ json: { available: true, href: '/download/mandi.apk' } }),
    )
    await page.goto('#/download')
    const link = page.getByRole('link', { name: 'Download the app package' })
    await expect(link).toHaveAttribute('href', '/download/mandi.apk')
    await expect(link).toHaveAttribute('download', '')
    await expect(page.getByText('The Android app package is not available yet.')).toHaveCount(0)
  })
})
