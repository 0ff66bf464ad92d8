import type { Locator, Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { confirmAcrossPriceStep } from '../support/price-step.ts'

/** '₹1,234.50' → 123450 paise. */
function paise(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.]/g, '')
  return Math.round(Number(digits) * 100)
}

async function amount(sheet: Locator, label: string): Promise<number> {
  return paise(await sheet.locator('.trade-popup__row', { hasText: label }).locator('dd').textContent())
}

async function openFirstProduct(page: Page): Promise<void> {
  await page.goto('#/trde')
  await page.locator('.marketplace__grid a').first().click()
  await expect(page).toHaveURL(/#\/buy_product\?id=\d+$/)
  await expect(page.getByRole('button', { name: 'Buy' })).toBeEnabled()
}

test.describe('product trading', () => {
  // Whole journeys with several axe passes; on a shared, busy machine they can pass 30 s.
  test.describe.configure({ timeout: 60_000 })

  test.describe('on a sim of its own', () => {
    // The demo account holds the points (integral) this journey spends, and only seeded accounts have points:
    // it buys and sells on a sim of its own (a fresh database), never on the worker's shared demo account.
    test.use({ ownSim: true })

    test('buy with balance plus integral and see the totals, then sell part of the position', async ({
      signedInPage: page,
    }) => {
      await openFirstProduct(page)
      await expect(page.getByText('Recent prices')).toBeVisible()
      await expectAccessible(page)
      await expectNoSidewaysScroll(page)
      const heldText = page.getByText(/^You hold \d+$/)
      const heldBefore = (await heldText.count())
        ? Number((await heldText.textContent())?.replace(/\D/g, ''))
        : 0

      // Buy: the quantity starts at 1 and Max sets the §9 maximum; the lines above Total add up to it.
      await page.getByRole('button', { name: 'Buy' }).click()
      const sheet = page.getByRole('dialog')
      const quantity = sheet.getByRole('textbox', { name: 'Quantity' })
      await expect(quantity).toHaveValue('1')
      await sheet.getByRole('button', { name: 'Max' }).click()
      // Read the maximum once the stepper shows it (Increase is disabled at the maximum): read at once, the
      // field could still hold 1 and the test then expected the wrong quantity (a fresh-clone flake).
      await expect(sheet.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
      const max = Number(await quantity.inputValue())
      expect(max).toBeGreaterThanOrEqual(1)
      await expectAccessible(page)
      await expectNoSidewaysScroll(page)
      await quantity.fill('2')
      await quantity.blur()
      const bought = Math.min(2, max)
      await expect(quantity).toHaveValue(String(bought))
      const unit = await amount(sheet, 'Unit price')
      const total = await amount(sheet, 'Total')
      expect(total).toBe(unit * bought)
      const fromBalance = await amount(sheet, 'From balance')
      const fromIntegral = await amount(sheet, 'From points')
      expect(fromBalance).toBeLessThanOrEqual(await amount(sheet, 'Available balance'))
      // Integral is spent in whole rupees; the balance part gives back the rounding, so the sum is exact.
      expect(fromIntegral % 100).toBe(0)
      expect(fromBalance + fromIntegral).toBe(total)

      const result = page.getByRole('alertdialog', { name: 'Success' })
      await confirmAcrossPriceStep(sheet, 'Confirm purchase', result)
      await expect(result).toContainText('Purchase successful')
      await expectAccessible(page)
      await result.getByRole('button', { name: 'OK' }).click()
      await expect(page.getByText(`You hold ${heldBefore + bought}`)).toBeVisible()

      // Sell part of it: one unit, with the proceeds split shown.
      await page.getByRole('button', { name: 'Sell' }).click()
      const sellSheet = page.getByRole('dialog')
      await expect(sellSheet.getByRole('heading', { name: /^Sell / })).toBeVisible()
      const sellQuantity = sellSheet.getByRole('textbox', { name: 'Quantity' })
      await sellQuantity.fill('1')
      await sellQuantity.blur()
      await expect(sellQuantity).toHaveValue('1')
      const proceeds = await amount(sellSheet, 'Total')
      expect((await amount(sellSheet, 'To balance')) + (await amount(sellSheet, 'To points'))).toBe(proceeds)
      const sold = page.getByRole('alertdialog', { name: 'Success' })
      await confirmAcrossPriceStep(sellSheet, 'Confirm sale', sold)
      await expect(sold).toContainText('Product sold successfully')
      await sold.getByRole('button', { name: 'OK' }).click()
      await expect(page.getByText(`You hold ${heldBefore + bought - 1}`)).toBeVisible()
    })
  })

  test('the product view of /pro_detail is the same screen', async ({ signedInPage: page }) => {
    await openFirstProduct(page)
    const id = new URL(page.url().replace('#/', '')).searchParams.get('id')
    await page.goto(`#/pro_detail?id=${id}&view=product`)
    await expect(page.getByRole('button', { name: 'Buy' })).toBeEnabled()
    await expect(page.getByText('Recent prices')).toBeVisible()
    await expectNoSidewaysScroll(page)
  })
})
