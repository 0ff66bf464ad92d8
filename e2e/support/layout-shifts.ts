import type { Page } from '@playwright/test'

/**
 * Sums the document's layout shifts from its start (the sum Lighthouse's CLS takes for one load): call before
 * the navigation, read the returned function after it.
 */
export async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts = { total: 0 }
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total)
}
