import { type Browser, expect, type Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from './checks.ts'
import type { CspViolation } from './fixtures.ts'

/** The seeded operators of the sim (apps/api-sim/src/ops/operators.ts); their one-time code from loopback. */
export const SUPPORT_DESK = { login: 'support.desk', password: 'support-demo-1' } as const
export const FINANCE_DESK = { login: 'finance.desk', password: 'finance-demo-1' } as const
export const OPERATOR_CODE = '123456'

export interface ConsolePage {
  readonly page: Page
  /** CSP violations and console errors of the console's page (check them with expectNoCspReportsSoFar). */
  readonly cspViolations: CspViolation[]
  readonly consoleErrors: string[]
  close(): Promise<void>
}

/**
 * The operators' console in a browser context of its own (a second person at a desk), watched as the
 * fixtures watch the app's page: every CSP violation and console error is collected.
 */
export async function openConsole(
  browser: Browser,
  origin: string,
  viewport = { width: 1280, height: 800 },
): Promise<ConsolePage> {
  const context = await browser.newContext({ viewport, locale: 'en-IN', timezoneId: 'Asia/Kolkata' })
  const page = await context.newPage()
  const cspViolations: CspViolation[] = []
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      consoleErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`))
  await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    cspViolations.push(violation)
  })
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
  await page.goto(`${origin}/ops/`)
  return {
    page,
    cspViolations,
    consoleErrors,
    close: () => context.close(),
  }
}

/** Signs an operator in through the console's two steps. */
export async function signInOperator(
  page: Page,
  account: { login: string; password: string },
): Promise<void> {
  await page.getByLabel('Login').fill(account.login)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('One-time code').fill(OPERATOR_CODE)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Visible controls smaller than 44 px either way (visually hidden inputs excepted: their label is the target). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, textarea, summary, label[for]')]
      .filter((el) => el.offsetParent !== null && !el.classList.contains('mk-visually-hidden'))
      .filter((el) => !(el.tagName === 'LABEL' && !el.classList.contains('ops-composer__attach')))
      .map((el) => ({ el, box: (el.closest('.mk-field__control, .mk-otp') ?? el).getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" ${box.width}×${box.height}`,
      ),
  )
}

/** A phone's screen: the console is checked at 360 px too. */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const

/**
 * The console as it is now fits a 360 px screen: no sideways scroll, no control under 44 px and, with `axe`,
 * no serious accessibility violation.
 */
export async function expectFitsPhone(page: Page, options: { axe?: boolean } = {}): Promise<void> {
  await expectNoSidewaysScroll(page)
  expect(await smallTargets(page)).toEqual([])
  if (options.axe) await expectAccessible(page)
}
