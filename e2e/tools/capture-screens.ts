// Screenshots for designers and closing notes: the main screens at 360×740, signed in as the rich demo
// account, in each language, into docs/screens/<folder>/<route>-<lang>.png.
//
//   cd e2e && npx tsx tools/capture-screens.ts after      # needs apps/web/dist and apps/api-sim/dist built
//
// It starts a sim of its own on a fresh database (support/deployment.ts), so it never touches another run.
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumLaunch } from '../support/chromium.ts'
import { DEMO } from '../support/demo.ts'
import { startPrivateSim } from '../support/deployment.ts'

const folder = process.argv[2] ?? 'after'
const out = resolve(import.meta.dirname, '../../docs/screens', folder)
const SCREENS = [
  { name: 'home', hash: '#/home' },
  { name: 'profile', hash: '#/profile' },
  { name: 'payout', hash: '#/payout' },
  { name: 'kline', hash: '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT' },
  { name: 'buy_product', hash: '#/buy_product?id=1' },
] as const
const LANGUAGES = ['en', 'hd', 'hi'] as const

const sim = await startPrivateSim()
const browser = await chromium.launch(chromiumLaunch)
try {
  mkdirSync(out, { recursive: true })
  const login = await fetch(`${sim.origin}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      mob: DEMO.mob,
      pass_word: DEMO.password,
      finger_login: '',
      token: '',
      tp: '1',
    }),
  })
  const { data } = (await login.json()) as { data: { id: number; name: string; token: string; code: string } }
  for (const lang of LANGUAGES) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'en-IN',
      timezoneId: 'Asia/Kolkata',
      serviceWorkers: 'block',
    })
    await context.addInitScript(
      ({ session, language }) => {
        localStorage.setItem('token', session.token)
        localStorage.setItem('id', String(session.id))
        localStorage.setItem('name', session.name)
        localStorage.setItem('code', session.code)
        localStorage.setItem('mob', '9000000001')
        localStorage.setItem('lang', language)
      },
      { session: data, language: lang },
    )
    const page = await context.newPage()
    for (const screen of SCREENS) {
      await page.goto(`${sim.origin}/app/${screen.hash}`)
      await page.waitForLoadState('networkidle')
      // Pictures and fonts settle; the live chart draws its first frames.
      await page.waitForTimeout(800)
      const file = join(out, `${screen.name}-${lang}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await sim.close()
}
