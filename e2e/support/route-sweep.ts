import { expect, type Page } from '@playwright/test'
import { SPEC_ROUTE_TEMPLATES } from './spec-routes.ts'

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

/**
 * Spec §2's routes with their `{key}`s filled from the sim, for a sweep that visits every screen in one page.
 * /webview's https page (linked, or framed on an allowed origin) is answered locally, so nothing leaves this machine.
 */
export async function sweepRoutes(page: Page): Promise<string[]> {
  await page.route(/^https:\/\/example\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stub</title><p>Stub page</p>' }),
  )
  const ids = await firstIds(page)
  return SPEC_ROUTE_TEMPLATES.map((template) =>
    template.replace(/\{(\w+)\}/g, (_m, key: string) => ids[key] ?? '1'),
  )
}

/** Requests in flight, counted from the page's own events (WebSockets are not requests). */
export function trackRequests(page: Page): () => number {
  let inFlight = 0
  page.on('request', () => {
    inFlight += 1
  })
  const done = () => {
    inFlight = Math.max(0, inFlight - 1)
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return () => inFlight
}

/**
 * Opens a route by its hash and waits until the screen has settled: its heading shows, no loading skeleton
 * or busy region is left, no request is in flight, fonts are in and two frames have been painted.
 */
export async function openSettled(page: Page, route: string, inFlight: () => number): Promise<void> {
  await page.goto(`#${route}`)
  const main = page.locator('main').last()
  await expect(main).toBeVisible()
  await expect(page.getByRole('heading').first()).toBeVisible()
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  // A request left open (a slow image, a long poll) must not fail a sweep that is about the text.
  await expect
    .poll(inFlight, { timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined)
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}
