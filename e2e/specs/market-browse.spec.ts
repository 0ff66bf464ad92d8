import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'

test.describe('browse and filter goods', () => {
  // Whole journeys with several axe passes; on a shared, busy machine they can pass 30 s.
  test.describe.configure({ timeout: 60_000 })

  test('home shows the bell, quick links and hot products; View More opens the marketplace', async ({
    signedInPage: page,
  }) => {
    // The bell counts the announcements this account has not opened (other journeys open some).
    await expect(page.getByRole('link', { name: /^Notifications(, \d+ new)?$/ })).toHaveAttribute(
      'href',
      '#/notify',
    )
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '#/profile')
    const quick = page.getByRole('navigation', { name: 'Quick links' })
    for (const name of ['Deposit', 'Team', 'Support', 'Invite']) {
      await expect(quick.getByRole('link', { name })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'New here?' })).toBeVisible()
    await expect(page.getByText(/gift/i)).toHaveCount(0)
    await expect(page.locator('.product-grid a').first()).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // Load More shows the next six of product/list (the sim has 30), and is gone once all are shown.
    const hot = page.locator('.home .product-grid a')
    await expect(hot).toHaveCount(6)
    const loadMore = page.getByRole('button', { name: 'Load More' })
    await loadMore.click()
    await expect(hot).toHaveCount(12)
    for (let shown = 12; shown < 30; shown += 6) await loadMore.click()
    await expect(hot).toHaveCount(30)
    await expect(loadMore).toHaveCount(0)

    await page.getByRole('link', { name: 'View More' }).click()
    await expect(page).toHaveURL(/#\/trde$/)
  })

  test('searches by name, filters by category, resets, and opens a product', async ({
    signedInPage: page,
  }) => {
    await page.goto('#/trde')
    const cards = page.locator('.marketplace__grid a')
    await expect(cards.first()).toBeVisible()
    const total = await cards.count()
    await expect(page.getByText(`${total} products`)).toBeVisible()
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    // A search for the first product's own title keeps it and drops unrelated ones.
    const firstTitle = (await cards.first().locator('.mk-product__title').textContent()) ?? ''
    await page.getByRole('searchbox', { name: 'Search products' }).fill(firstTitle)
    await expect(cards.first()).toContainText(firstTitle)
    expect(await cards.count()).toBeLessThanOrEqual(total)

    await page.getByRole('searchbox', { name: 'Search products' }).fill('no such product zzz')
    await expect(page.getByText('No products found')).toBeVisible()
    await expect(page.getByText('0 products')).toBeVisible()
    await page.getByRole('button', { name: 'Reset filters' }).click()
    await expect(cards).toHaveCount(total)

    // Each category chip (the sim tags every product) narrows the list; together they cover every product once.
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button')
    await expect(chips).toHaveText(['All', 'Food', 'Fresh', 'Grocery', 'Clothes', 'Electronic', 'Beauty'])
    let covered = 0
    for (const chip of ['Food', 'Fresh', 'Grocery', 'Clothes', 'Electronic', 'Beauty']) {
      await page.getByRole('button', { name: chip, exact: true }).click()
      await expect(page.getByRole('button', { name: chip, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      const shown = await cards.count()
      await expect(page.getByText(`${shown} products`)).toBeVisible()
      covered += shown
    }
    expect(covered).toBe(total)

    await page.getByRole('button', { name: 'All', exact: true }).click()
    await expect(cards).toHaveCount(total)
    const href = await cards.first().getAttribute('href')
    await cards.first().click()
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[?]/g, '\\?')}$`))
    expect(href).toMatch(/^#\/buy_product\?id=\d+$/)
  })
})
