import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails on any serious or critical axe violation of the page as it is now (WCAG 2.x A/AA rules and best
 * practices). The message lists each rule with the first offending elements.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ])
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    )
  expect(blocking, 'serious or critical accessibility violations').toEqual([])
}

/** Fails when the document scrolls sideways (scroll width wider than the viewport). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const sizes = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement ?? document.documentElement).scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(
    sizes.scrollWidth,
    `scrollWidth ${sizes.scrollWidth} > innerWidth ${sizes.innerWidth}`,
  ).toBeLessThanOrEqual(sizes.innerWidth)
}
