import type { APIRequestContext, Locator, Request } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import {
  advanceClock,
  fundedAccount,
  type SimAccount,
  setFaults,
  toPaise,
} from '../support/resilience-api.ts'

const HOUR = 3_600_000

interface ProductInfo {
  id: number
  title: string
  price: string
}

async function amount(sheet: Locator, label: string): Promise<number> {
  return toPaise(await sheet.locator('.trade-popup__row', { hasText: label }).locator('dd').textContent())
}

async function productId(account: SimAccount, title: string): Promise<number> {
  const list = await account.get<ProductInfo[]>('product/list')
  const product = list.find((p) => p.title.startsWith(title))
  if (!product) throw new Error(`no product ${title}`)
  return product.id
}

async function priceNow(account: SimAccount, id: number): Promise<number> {
  return toPaise((await account.get<ProductInfo>('product/info', { id })).price)
}

/** Moves the sim clock just past the next hour, when product prices step (apps/api-sim README). */
async function crossTheHour(request: APIRequestContext): Promise<void> {
  const { now } = (await (await request.get('../__admin/clock')).json()) as { now: number }
  await advanceClock(request, HOUR - (now % HOUR) + 1_000)
}

/** The product/buy requests the page sends: their bodies and Idempotency-Keys. */
function recordBuys(page: import('@playwright/test').Page) {
  const sent: { body: Record<string, unknown>; key: string | undefined }[] = []
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname !== '/api/product/buy') return
    sent.push({ body: JSON.parse(r.postData() ?? '{}'), key: r.headers()['idempotency-key'] })
  })
  return sent
}

/** The product/sell requests the page sends: their bodies and Idempotency-Keys. */
function recordSells(page: import('@playwright/test').Page) {
  const sent: { body: Record<string, unknown>; key: string | undefined }[] = []
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname !== '/api/product/sell') return
    sent.push({ body: JSON.parse(r.postData() ?? '{}'), key: r.headers()['idempotency-key'] })
  })
  return sent
}

test.describe('price guard: never charged a price that was not on screen', () => {
  // These move the worker's shared sim clock just past the next price step (under an hour each, from the run's
  // fixed 10:35 IST start): the sim then stays on the same India day, with the next step about an hour away,
  // so the journeys after them on that sim are still far from it. On a sim of their own (ownSim) a cold sim's
  // first screen took 11 to 15 s on this busy machine, past the 7 s these allow.
  test.describe.configure({ timeout: 60_000 })

  test('the price steps at the hour between opening the popup and confirming: refused, the new price and total shown, the next confirm buys at it', async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request)
    const id = await productId(account, 'Basmati Rice')
    const sent = recordBuys(page)
    await page.goto(`#/buy_product?id=${id}`)
    const buy = page.getByRole('button', { name: 'Buy', exact: true })
    await expect(buy).toBeEnabled()
    await buy.click()
    const sheet = page.getByRole('dialog')
    await sheet.getByRole('button', { name: 'Increase quantity' }).click()
    await expect(sheet.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2')
    const shown = await amount(sheet, 'Unit price')
    expect(await amount(sheet, 'Total')).toBe(shown * 2)

    // The hour turns while the popup is open; the sim's price steps (a seeded walk: another hour if it happens
    // to land on the same paisa).
    let fresh = shown
    for (let hour = 0; hour < 5 && fresh === shown; hour++) {
      await crossTheHour(request)
      fresh = await priceNow(account, id)
    }
    expect(fresh).not.toBe(shown)
    const before = await account.wallet()

    await sheet.getByRole('button', { name: 'Confirm purchase' }).click()
    const notice = sheet.getByRole('alert')
    await expect(notice).toContainText('The price changed from')
    expect(toPaise((await notice.locator('[data-money]').nth(0).textContent()) ?? '')).toBe(shown)
    expect(toPaise((await notice.locator('[data-money]').nth(1).textContent()) ?? '')).toBe(fresh)
    await expect(notice).toContainText('Nothing was charged. Check the new total and confirm again.')
    await expect.poll(() => amount(sheet, 'Unit price')).toBe(fresh)
    expect(await amount(sheet, 'Total')).toBe(fresh * 2)
    expect((await amount(sheet, 'From balance')) + (await amount(sheet, 'From points'))).toBe(fresh * 2)
    // No result popup, nothing charged.
    await expect(page.getByRole('alertdialog')).toHaveCount(0)
    expect(await account.wallet()).toEqual(before)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await sheet.getByRole('button', { name: 'Confirm purchase' }).click()
    const result = page.getByRole('alertdialog', { name: 'Success' })
    await expect(result).toBeVisible()
    const after = await account.wallet()
    // A fresh account pays from its balance first: it moved by exactly the new total.
    expect(after.balance).toBe(before.balance - fresh * 2)
    expect(after.integral).toBe(before.integral)

    expect(sent.map((s) => s.body.buy_price)).toEqual([(shown / 100).toFixed(2), (fresh / 100).toFixed(2)])
    // A new confirmation is a new request: a new key (the sim refuses a key reused with another body).
    expect(sent[0]?.key).toBeTruthy()
    expect(sent[1]?.key).toBeTruthy()
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('You hold 2')).toBeVisible()
  })

  test("/position's Quick Sell: the price steps between the confirmation and Sell: nothing sold, the confirmation shows the new price and amount, Sell sells at it", async ({
    page,
    request,
  }) => {
    const account = await fundedAccount(page, request)
    const id = await productId(account, 'Basmati Rice')
    const { title } = await account.get<ProductInfo>('product/info', { id })
    await account.postOk('product/buy', { product_id: id, quantity: 2 })
    const closed = () => account.get<{ sell_price: string }[]>('product/transaction_list', { status: 2 })
    const sent = recordSells(page)
    await page.goto('#/position')
    await page.getByRole('button', { name: `Sell all 2 of ${title}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Sell this position?' })
    // The amounts of the confirmation, in order: ₹ figures with paise.
    const amounts = async () =>
      ((await confirm.textContent()) ?? '').match(/₹[\d,]+\.\d{2}/g)?.map(toPaise) ?? []
    await expect(confirm).toContainText(`Sell all 2 of ${title} at`)
    const [shown = 0, total] = await amounts()
    expect(total).toBe(shown * 2)

    // The hour turns while the confirmation is open; the sim's price steps.
    let fresh = shown
    for (let hour = 0; hour < 5 && fresh === shown; hour++) {
      await crossTheHour(request)
      fresh = await priceNow(account, id)
    }
    expect(fresh).not.toBe(shown)
    const before = await account.wallet()

    await confirm.getByRole('button', { name: 'Sell' }).click()
    // Refused: the confirmation is back, says what changed, and shows the new price and amount.
    await expect(confirm).toContainText('The price changed from')
    await expect(confirm).toContainText('Nothing was sold. Check the new total and confirm again.')
    // From, to; then the new unit price and amount (each through Money).
    expect(await amounts()).toEqual([shown, fresh, fresh, fresh * 2])
    await expect(confirm.locator('[data-money]')).toHaveCount(4)
    await expect(page.getByRole('alertdialog', { name: 'Failed' })).toHaveCount(0)
    expect(await account.wallet()).toEqual(before)
    expect(await closed()).toHaveLength(0)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)

    await confirm.getByRole('button', { name: 'Sell' }).click()
    const result = page.getByRole('alertdialog', { name: 'Success' })
    await expect(result).toBeVisible()
    const [sale] = await closed()
    expect(toPaise(sale?.sell_price)).toBe(fresh)
    // A fresh account paid from its balance: the proceeds go back to it, at the price confirmed.
    expect((await account.wallet()).balance).toBe(before.balance + fresh * 2)
    expect(sent.map((s) => s.body.sell_price)).toEqual([(shown / 100).toFixed(2), (fresh / 100).toFixed(2)])
    expect(sent[0]?.key).toBeTruthy()
    expect(sent[1]?.key).toBeTruthy()
    expect(sent[1]?.key).not.toBe(sent[0]?.key)
  })

  test('closing the popup while the purchase is in flight: the purchase goes on and its outcome is shown', async ({
    page,
    request,
  }) => {
    await setFaults(request, {})
    const account = await fundedAccount(page, request)
    const id = await productId(account, 'Basmati Rice')
    const sent = recordBuys(page)
    await page.goto(`#/buy_product?id=${id}`)
    const buy = page.getByRole('button', { name: 'Buy', exact: true })
    await expect(buy).toBeEnabled()
    const before = await account.wallet()
    // The purchase is held on its way to the server until the checks below are done (a fixed server delay
    // raced them on a loaded machine), then goes on, well inside the app's 5 s time-out.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/product/buy', async (route) => {
      await held
      await route.continue()
    })
    await buy.click()
    const sheet = page.getByRole('dialog')
    const total = await amount(sheet, 'Total')
    await sheet.getByRole('button', { name: 'Confirm purchase' }).click()
    await expect.poll(() => sent.length).toBe(1)
    await sheet.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('Your purchase is being made. Its outcome will show here.')).toBeVisible()
    await expect(buy).toBeDisabled()
    release()

    await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible()
    expect(sent).toHaveLength(1)
    expect((await account.wallet()).balance).toBe(before.balance - total)
  })
})
