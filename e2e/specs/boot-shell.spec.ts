import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { watchShifts } from '../support/layout-shifts.ts'

/**
 * Paint before the data (issue 30, decision 0087): each entry screen's first paint is a static shell in
 * index.html, chosen by the shell script before the body is parsed, so it needs none of the app's JavaScript;
 * when React takes over, the screen's own parts sit exactly where the shell drew them.
 */

interface EntryShell {
  readonly shell: string
  readonly hash: string
  readonly signedIn: boolean
  /** The reader's stored language (the shells with words are also checked in hd and hi). */
  readonly lang?: 'hd' | 'hi'
  /** Each part of the static shell (data-boot-part) and the screen's own element it stands for. */
  readonly parts: Readonly<Record<string, string>>
}

const SHELLS: readonly EntryShell[] = [
  {
    shell: 'login',
    hash: '#/login',
    signedIn: false,
    parts: { title: '.login h1.screen__title', subtitle: '.login .login__subtitle' },
  },
  {
    shell: 'home',
    hash: '#/home',
    signedIn: true,
    parts: {
      header: '.home__header',
      banner: '.home .mk-carousel',
      quick: '.home > nav.home__quick',
      markets: '.home > section:has(#home-markets-title)',
      'promo-body': '.home__promo-body',
      tabs: '.tab-bar',
    },
  },
  { shell: 'trde', hash: '#/trde', signedIn: true, parts: { title: '.marketplace h1', tabs: '.tab-bar' } },
  {
    shell: 'kline',
    hash: '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    signedIn: true,
    parts: { backbar: '.screen-header', header: '.market-chart__header', price: '.market-chart__price' },
  },
  {
    shell: 'position',
    hash: '#/position',
    signedIn: true,
    parts: { backbar: '.screen-header', title: '.positions h1.screen__title' },
  },
  { shell: 'payout', hash: '#/payout', signedIn: true, parts: { navbar: '.wallet > .mk-navbar' } },
]

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} has no box`)
  return box
}

async function paintsAndIsReplaced(tab: Page, entry: EntryShell) {
  // Every answer is held: the screens stay in their first (loading) state, the one that replaces the shell.
  await tab.route('**/api/**', () => {})
  // First without the app's entry script: what paints is index.html, its stylesheet and the shell script.
  const entryScript = /\/assets\/index-[^/]+\.js$/
  await tab.route(entryScript, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
  await tab.goto(entry.hash)
  if (entry.lang) await tab.evaluate((lang) => localStorage.setItem('lang', lang), entry.lang)
  await tab.reload()
  await expect(tab.locator('html')).toHaveAttribute('data-boot-shell', entry.shell)
  await expect(tab.locator('.boot-splash')).toBeHidden()
  const drawn: Record<string, Box> = {}
  for (const part of Object.keys(entry.parts)) {
    const locator = tab.locator(`.boot-shell--${entry.shell} [data-boot-part="${part}"]`)
    await expect(locator).toBeVisible()
    drawn[part] = await boxOf(tab, `.boot-shell--${entry.shell} [data-boot-part="${part}"]`)
  }

  // Now with the app: React replaces the shell; each part of the screen is where the shell drew it.
  await tab.unroute(entryScript)
  const shifted = await watchShifts(tab)
  await tab.reload()
  // The screen itself has come: the shell and its main part (kept in the loading screen meanwhile) are gone, so
  // a selector can only find the screen's own element (/kline's shell uses the screen's class names).
  await expect(tab.locator('.boot-shell')).toHaveCount(0)
  await expect(tab.locator('[data-boot-main]')).toHaveCount(0)
  for (const [part, selector] of Object.entries(entry.parts)) {
    await expect(tab.locator(selector).first()).toBeVisible()
    const real = await boxOf(tab, selector)
    const shell = drawn[part] as Box
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(
        Math.abs(real[side] - shell[side]),
        `${part} ${side}: ${shell[side]} → ${real[side]}`,
      ).toBeLessThan(1)
  }
  expect(await shifted()).toBeLessThan(0.05)
}

// The shells with words, in the other two languages (their words wrap differently).
const WORDED = SHELLS.filter((entry) => ['login', 'home', 'kline'].includes(entry.shell))
const ALL: readonly EntryShell[] = [
  ...SHELLS,
  ...WORDED.flatMap((entry) => (['hd', 'hi'] as const).map((lang) => ({ ...entry, lang }))),
]

const title = (entry: EntryShell) =>
  `${entry.hash}${entry.lang ? ` in ${entry.lang}` : ''}: the static shell paints without the app's script, and the screen takes its place exactly`

// Two documents per test (one without the app's script), with a signed-in start before them: on a loaded
// 2-core machine /home's took 21 s of the default 30.
test.describe.configure({ timeout: 60_000 })

for (const entry of ALL) {
  if (entry.signedIn) test(title(entry), async ({ signedInPage }) => paintsAndIsReplaced(signedInPage, entry))
  else test(title(entry), async ({ page }) => paintsAndIsReplaced(page, entry))
}

test("/login's shell says the screen's own words in the reader's language, before any of the app's script", async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.goto('#/login')
  await page.evaluate(() => localStorage.setItem('lang', 'hi'))
  await page.reload()
  const shell = page.locator('.boot-shell--login')
  await expect(shell.locator('[data-boot-part="title"]')).toHaveText('साइन इन करें', { useInnerText: true })
  await expect(shell.locator('[data-boot-part="subtitle"]')).toHaveText('Mandi में फिर से स्वागत है', {
    useInnerText: true,
  })
  await expect(shell.locator('[data-boot-part="subtitle"] [lang="hi"]')).toBeVisible()
  await page.evaluate(() => localStorage.removeItem('lang'))
  await page.reload()
  // Nothing chosen: the browser's language (English here), as the app decides. Only the shown language is read
  // (innerText): the other two are in the page, not displayed.
  await expect(shell.locator('[data-boot-part="subtitle"]')).toHaveText('Welcome back to Mandi', {
    useInnerText: true,
  })
})

test("/kline's shell names the pair from its address and shows the last price from the boot script's answer", async ({
  signedInPage: page,
}) => {
  // Without the app's entry script: what shows is index.html, the shell script and the boot script (decision 0096).
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  await page.goto('#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')
  await page.reload()
  const shell = page.locator('.boot-shell--kline')
  await expect(shell.locator('[data-boot-fill="title"]')).toHaveText('BTC/USDT')
  await expect(shell.locator('[data-boot-fill="name"]')).toHaveText('Bitcoin')
  // The seeded market's price, as the chart page formats it (en-IN grouping, up to 8 decimals).
  await expect(shell.locator('[data-boot-fill="last-price"]')).toHaveText(/^\d{1,3}(,\d{2,3})*(\.\d{1,8})?$/)
  await expect(shell.locator('.market-chart__price')).toHaveText(/Last price/, { useInnerText: true })
})
