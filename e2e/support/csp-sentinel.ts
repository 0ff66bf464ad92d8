import { expect, type Page } from '@playwright/test'
import type { CspViolation } from './fixtures.ts'

let sentinels = 0

/**
 * CSP reports and console lines reach the test asynchronously, so "none so far" needs a marker: the page
 * makes one violation of its own (a fetch the CSP's connect-src blocks before it leaves the browser: a real
 * request, checked when it is made, so it does not depend on what a browser checks at parse time), and
 * once that report has arrived every report queued before it has too. Asserts there were none, then removes
 * the marker's own report and console lines so the fixture's final check stays meaningful.
 */
export async function expectNoCspReportsSoFar(
  page: Page,
  cspViolations: CspViolation[],
  consoleErrors: string[],
): Promise<void> {
  sentinels += 1
  const marker = `http://sentinel-${sentinels}.invalid/`
  await page.evaluate((url) => {
    fetch(url).catch(() => undefined)
  }, marker)
  await expect.poll(() => cspViolations.some((v) => v.blockedURI.startsWith(marker))).toBe(true)
  const at = cspViolations.findIndex((v) => v.blockedURI.startsWith(marker))
  expect(cspViolations.slice(0, at), 'CSP reports before the marker').toEqual([])
  cspViolations.splice(at, 1)
  const host = new URL(marker).host
  expect(
    consoleErrors.filter((line) => !line.includes(host)),
    'console errors before the marker',
  ).toEqual([])
  consoleErrors.length = 0
}
