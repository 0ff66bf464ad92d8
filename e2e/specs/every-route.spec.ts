import type { Page } from '@playwright/test'
import { expectNoCspReportsSoFar } from '../support/csp-sentinel.ts'
import { expect, test } from '../support/fixtures.ts'
import { SPEC_ROUTE_TEMPLATES as ROUTES } from '../support/spec-routes.ts'

/** The first id of a list call of the sim, for the routes that show one record. */
async function firstIds(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
  const first = async (path: string) => {
    const response = await page.request.get(`../api/${path}`, { headers: { token } })
    const body = (await response.json()) as { data?: { id?: number }[] | { list?: { id?: number }[] } }
    const list = Array.isArray(body.data) ? body.data : (body.data?.list ?? [])
    return String(list[0]?.id ?? 1)
  }
  return {
    pro: await first('pro/list'),
    trade: await first('trade/list?status=1'),
    notice: await first('notice/list'),
    product: await first('product/list'),
  }
}

test('every route of spec §2 renders its screen for a signed-in user, with no console error or CSP report', async ({
  signedInPage: page,
  cspViolations,
  consoleErrors,
}) => {
  test.setTimeout(300_000)
  // /webview links (or, with an allowed origin, frames) an https page: answered here, so nothing leaves this machine.
  await page.route(/^https:\/\/example\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stub</title><p>Stub page</p>' }),
  )
  const ids = await firstIds(page)
  expect(ROUTES).toHaveLength(46)
  for (const template of ROUTES) {
    const route = template.replace(/\{(\w+)\}/g, (_m, key: string) => ids[key] ?? '1')
    await test.step(route, async () => {
      await page.goto(`#${route}`)
      const main = page.locator('main').last()
      await expect(main).toBeVisible()
      await expect(page.getByRole('heading').first()).toBeVisible()
      await expect(page.getByText(/not built yet/i)).toHaveCount(0)
      // Settled: no loading skeleton, busy region or spinner left.
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
      await expectNoCspReportsSoFar(page, cspViolations, consoleErrors)
    })
  }
})
