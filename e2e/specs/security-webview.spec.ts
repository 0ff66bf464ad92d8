import type { PrivateSim } from '../support/deployment.ts'
import { expect, test } from '../support/fixtures.ts'
import { DOCS_ORIGIN, signInOn, startFramingSim, stubOutside } from '../support/frame-sim.ts'

/** Addresses that would run script in the app's name, or pass an attacker's host off as the app's. */
const REFUSED = [
  'javascript:alert(document.domain)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'blob:https://app.example/0c1d2e3f',
  'https://app@evil.example/',
  'https://app.example:pass@evil.example/login',
] as const

const WHY =
  'This page opens in a new tab. For your safety the app only shows pages of approved sites inside it.'

test.describe('/webview refuses addresses that are not plain https pages', () => {
  test(`${REFUSED.length} tricks: a clear message, no frame and no link with that address, no dialog`, async ({
    signedInPage: page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    for (const url of REFUSED) {
      await page.goto(`#/webview?url=${encodeURIComponent(url)}`)
      await expect(page.getByRole('heading', { name: 'Web page' })).toBeVisible()
      await expect(page.getByText('This page cannot be shown here.'), url).toBeVisible()
      await expect(page.locator('iframe'), url).toHaveCount(0)
      await expect(page.getByRole('link', { name: /in a new tab$/ }), url).toHaveCount(0)
    }
    expect(dialogs).toEqual([])
  })
})

test.describe('/webview frames only the hosts the server allows (issue 25)', () => {
  test('by default nothing is framed: the page opens in a new tab, with the reason and the host named', async ({
    signedInPage: page,
  }) => {
    const remote = await stubOutside(page, ['https://example.com'])
    await page.goto(`#/webview?url=${encodeURIComponent('https://example.com/offer?id=7')}`)
    await expect(page.getByText(WHY)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    const link = page.getByRole('link', { name: 'Open example.com in a new tab' })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(opened).toHaveURL('https://example.com/offer?id=7')
    await expect(opened.getByText('Stub')).toBeVisible()
    // The app itself asked for nothing outside; the new tab did.
    expect(remote).toEqual(['https://example.com/offer?id=7'])
    await expect(page).toHaveURL(/#\/webview\?url=/)
  })

  test.describe('with SIM_FRAME_HOSTS', () => {
    let sim: PrivateSim
    test.beforeAll(async () => {
      sim = await startFramingSim()
    })
    test.afterAll(async () => {
      await sim.close()
    })

    test('frames a page of an allowed host, and still links any other', async ({ page, request }) => {
      const remote = await stubOutside(page, [DOCS_ORIGIN])
      await signInOn(page, request, sim.origin, `/webview?url=${encodeURIComponent(`${DOCS_ORIGIN}/guide`)}`)
      const frame = page.locator('iframe[title="Embedded page"]')
      await expect(frame).toHaveAttribute('src', `${DOCS_ORIGIN}/guide`)
      await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
      await expect(page.frameLocator('iframe[title="Embedded page"]').getByText('Stub')).toBeVisible()
      await expect.poll(() => remote).toEqual([`${DOCS_ORIGIN}/guide`])

      await page.goto(`${sim.origin}/app/#/webview?url=${encodeURIComponent('https://example.com/offer')}`)
      await expect(page.getByRole('link', { name: 'Open example.com in a new tab' })).toBeVisible()
      await expect(page.locator('iframe')).toHaveCount(0)
    })
  })
})
