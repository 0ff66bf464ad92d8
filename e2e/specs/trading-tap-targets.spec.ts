import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

/** Visible controls smaller than 44 px in either direction (spec: 360×740 touch, tap targets ≥ 44 px). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a, button, input, select, [role="tab"], [tabindex="0"]')]
      .filter((el) => el.offsetParent !== null && el.getAttribute('type') !== 'radio')
      // A text field's tap target is its bordered control box, which holds the input.
      .map((el) => ({ el, box: (el.closest('.mk-field__control') ?? el).getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}" ${box.width}×${box.height}`,
      ),
  )
}

const SCREENS = [
  '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
  '#/recods?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
  '#/pro',
  '#/buy?id=1',
  '#/salary',
]

test('tap targets of the trading, BIT Pro, mining and salary screens are at least 44 px', async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000)
  for (const screen of SCREENS) {
    await page.goto(screen)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await smallTargets(page), screen).toEqual([])
  }
  // Screens reached from the lists: an order's detail, the BUY popup and an investment's detail.
  await page.goto(SCREENS[1] as string)
  await page.locator('.pair-orders__item').first().click()
  await expect(page.getByRole('heading', { name: 'Order detail' })).toBeVisible()
  expect(await smallTargets(page), '/detail').toEqual([])
  await page.goto('#/pro')
  await page.getByRole('button', { name: 'New investment' }).click()
  await expect(page.getByRole('dialog', { name: 'Invest in BIT Pro' })).toBeVisible()
  expect(await smallTargets(page), 'New investment popup').toEqual([])
  await page.getByRole('button', { name: 'Close' }).click()
  await page
    .getByRole('link', { name: /^Investment #/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: 'Transfer profit' })).toBeVisible()
  expect(await smallTargets(page), '/pro_detail').toEqual([])
})
