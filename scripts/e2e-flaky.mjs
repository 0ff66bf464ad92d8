// Reads the Playwright JSON report that e2e/playwright.config.ts writes, and names the tests that passed only on
// their retry. Node built-ins only: it runs inside scripts/bootstrap.mjs.
import { existsSync, readFileSync } from 'node:fs'

/** Titles ("project › file › title") of the report's flaky tests; [] when there is no report. */
export function flakyTests(reportFile) {
  if (!existsSync(reportFile)) return []
  const report = JSON.parse(readFileSync(reportFile, 'utf8'))
  const found = []
  const visit = (suite, path) => {
    const here = suite.title ? [...path, suite.title] : path
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') found.push([test.projectName, ...here, spec.title].join(' › '))
    for (const child of suite.suites ?? []) visit(child, here)
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  return found
}
