import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { fundedAccount, toPaise } from '../support/resilience-api.ts'

test.describe('/position', () => {
  // Whole journeys with several axe passes; on a shared, busy machine they can pass 30 s.
  test.describe.configure({ timeout: 60_000 })

  test('product positions: Active and Closed tabs, expandable items, accessible at 360 px', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/position')
    await expect(page.getByRole('tab', { name: 'Active', selected: true })).toBeVisible()
    await expect(page.getByText('Loading positions')).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    const firstItem = page.getByRole('button', { name: /^Details of / }).first()
    // The demo account holds seeded positions.
    await expect(firstItem).toBeVisible()
    await firstItem.click()
    await expect(firstItem).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: /^Sell all / }).first()).toBeVisible()
    await expectAccessible(page)
    await page.getByRole('tab', { name: 'Closed' }).click()
    await expect(page.getByRole('tab', { name: 'Closed', selected: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Details of / }).first()).toBeVisible()
    await expect(page.getByRole('button', { name: /^Sell all / })).toHaveCount(0)
    await expectNoSidewaysScroll(page)
  })

  test('quick Sell asks first: Cancel sells nothing, Sell sells the whole position', async ({
    page,
    request,
  }) => {
    // A fresh funded account, so the shared demo account's positions stay as seeded.
    const account = await fundedAccount(page, request)
    const [product] = await account.get<{ id: number; title: string; price: string }[]>('product/list')
    if (!product) throw new Error('the sim lists no products')
    await account.postOk('product/buy', { product_id: product.id, quantity: 2 })
    const closed = async () =>
      (await account.get<unknown[]>('product/transaction_list', { status: 2 })).length

    await page.goto('#/position')
    const sell = page.getByRole('button', { name: `Sell all 2 of ${product.title}` })
    await sell.click()
    const confirm = page.getByRole('alertdialog', { name: 'Sell this position?' })
    await expect(confirm).toContainText(`Sell all 2 of ${product.title} at ₹`)
    // The amount shown is the quantity times the price shown.
    const [each, total] = ((await confirm.textContent()) ?? '').match(/₹[\d,]+\.\d{2}/g) ?? []
    expect(toPaise(total)).toBe(2 * toPaise(each))
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(sell).toBeVisible()
    expect(await closed()).toBe(0)

    await sell.click()
    await confirm.getByRole('button', { name: 'Sell' }).click()
    // The product screen's result popup.
    const result = page.getByRole('alertdialog', { name: 'Success' })
    await expect(result).toContainText('Product sold successfully')
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('No positions yet')).toBeVisible()
    expect(await closed()).toBe(1)
  })

  test('trade list reading: Open trades and History, items open /detail', async ({ signedInPage: page }) => {
    await page.goto('#/position?view=trades')
    await expect(page.getByRole('tab', { name: 'Open trades', selected: true })).toBeVisible()
    await page.getByRole('tab', { name: 'History' }).click()
    await expect(page.getByText('Loading trades')).toHaveCount(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    // The demo account has settled seeded trades.
    const first = page.locator('.trades__list a').first()
    await expect(first).toBeVisible()
    await first.click()
    await expect(page).toHaveURL(/#\/detail\?id=\d+$/)
  })
})
