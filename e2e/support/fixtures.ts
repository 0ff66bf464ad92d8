import { test as base, expect, type Page } from '@playwright/test'
import { DEMO } from './demo.ts'
import { startPrivateSim } from './deployment.ts'
import { storeSession } from './fresh-user.ts'
import { fundedAccount, type SimAccount } from './resilience-api.ts'

export interface CspViolation {
  readonly directive: string
  readonly blockedURI: string
  readonly sourceFile: string
}

interface Fixtures {
  /** Errors logged to the console and uncaught page errors, collected for the whole test. */
  consoleErrors: string[]
  /** `securitypolicyviolation` events of every document the page loads. */
  cspViolations: CspViolation[]
  /**
   * Set `test.use({ allowConsoleErrors: true })` in a spec that provokes errors on purpose (fault
   * injection); otherwise a test fails when it leaves console errors behind. CSP violations always fail.
   */
  allowConsoleErrors: boolean
  /**
   * Set `test.use({ ownSim: true })` in a spec that moves the sim clock by days (BIT Pro's term, mining
   * income): each of its tests gets a sim of its own, so the worker's shared sim keeps its clock and the
   * specs after it still see this week's demo world (rankings, notices, reward dates).
   */
  ownSim: boolean
  /** The page signed in as the demo account, opened at /home. Read its data; do not change it (issue 31). */
  signedInPage: Page
  /**
   * A new account of this test alone: registered through the API, ₹50,000 paid in through the sim's payment
   * page, signed in on `page`, which is opened at /home. Its calls (and the server's truth) go through the
   * returned SimAccount. For every journey that moves money or changes an account, so the shared demo account
   * stays as seeded whatever ran before on the worker.
   */
  freshAccount: SimAccount
  /** The page of `freshAccount` (signed in as it, opened at /home), for specs that need no calls of their own. */
  freshPage: Page
}

/** The sims of this run (playwright.config.ts starts one per worker). */
const sims = JSON.parse(process.env.E2E_SIMS ?? '[]') as { port: number }[]

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [false, { option: true }],
  ownSim: [false, { option: true }],

  // The app and API of the sim that belongs to this worker: two tests never share a sim at the same time.
  baseURL: async ({ ownSim }, use, testInfo) => {
    if (ownSim) {
      const own = await startPrivateSim({ SIM_ADMIN: '1' })
      try {
        await use(`${own.origin}/app/`)
      } finally {
        await own.close()
      }
      return
    }
    const sim = sims[testInfo.parallelIndex % sims.length]
    if (!sim) throw new Error('E2E_SIMS names no sim (run through playwright.config.ts)')
    await use(`http://127.0.0.1:${sim.port}/app/`)
  },

  // Filled by the page fixture below, which owns the listeners.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures must destructure their dependencies.
  consoleErrors: async ({}, use) => use([]),
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  cspViolations: async ({}, use) => use([]),

  page: async ({ page, consoleErrors, cspViolations, allowConsoleErrors }, use) => {
    page.on('console', (message) => {
      const url = message.location().url
      // The browser's own /favicon.ico probe (made when a test leaves before the icon link is read) is not
      // the app's doing; the app declares /app/favicon.svg.
      if (message.type() === 'error' && !url.endsWith('/favicon.ico'))
        consoleErrors.push(`${message.text()} (${url})`)
    })
    page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
    await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
      cspViolations.push(violation)
    })
    // Injected by the browser driver, not as an inline script, so the app's CSP does not block it.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (v: unknown) => void })
          .__reportCspViolation
        report({
          directive: event.effectiveDirective,
          blockedURI: event.blockedURI,
          sourceFile: event.sourceFile,
        })
      })
    })
    await use(page)
    expect(cspViolations, 'CSP violations').toEqual([])
    if (!allowConsoleErrors) expect(consoleErrors, 'console errors').toEqual([])
  },

  signedInPage: async ({ page, request }, use) => {
    const response = await request.post('../api/user/login', {
      form: { mob: DEMO.mob, pass_word: DEMO.password, finger_login: '', token: '', tp: '1' },
    })
    const body = (await response.json()) as {
      status: number
      info?: string
      data?: { id: number; name: string; token: string; code: string }
    }
    if (body.status !== 1 || !body.data)
      throw new Error(`Demo sign-in failed: ${body.info ?? response.status()}`)
    const session = { ...body.data, mob: DEMO.mob }
    await storeSession(page, session)
    await page.goto('#/home')
    await expect(page).toHaveURL(/#\/home$/)
    await use(page)
  },

  freshAccount: async ({ page, request }, use) => {
    const account = await fundedAccount(page, request)
    await page.goto('#/home')
    await expect(page).toHaveURL(/#\/home$/)
    await use(account)
  },

  freshPage: async ({ page, freshAccount }, use) => {
    expect(freshAccount.session.mob).not.toBe(DEMO.mob)
    await use(page)
  },
})

export { expect }
