import { wireHeldPosition, wireProductInfo, wireUserInfo } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeRoute, failure, fakeServer, HELD, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const INFO = wireProductInfo({
  id: 7,
  title: 'Green Tea',
  price: '100.00',
  stock: 55,
  image: '/img/tea.svg',
  description: 'Darjeeling leaves',
  price_histories: [
    { created_at: '2026-11-20 10:00:00', price: '90.00' },
    { created_at: '2026-11-21 10:00:00', price: '100.00' },
  ],
})
const USER = wireUserInfo({ code: 'D1', balance: '250.00', salary: '0', integral: '120.00' })

/** A held position of product 7. */
const held = (quantity: number, balance: string, integral: string) =>
  wireHeldPosition({ id: 31, product_id: 7, quantity, balance_used: balance, integral_used: integral })

/** The product, the user and no position answering; `routes` add or change paths. */
const serve = (routes: Readonly<Record<string, FakeRoute>> = {}) =>
  fakeServer({ 'product/info': ok(INFO), 'user/info': ok(USER), 'product/positions': ok([]), ...routes })

const sheet = () => within(screen.getByRole('dialog'))
const row = (label: string) => sheet().getByText(label).parentElement?.textContent

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/buy_product', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opens at 1; Max buys the §9 maximum with balance plus integral, lines adding up to what is sent', async () => {
    const server = serve({ 'product/buy': ok(undefined, 'Purchase successful') })
    renderApp('/buy_product?id=7', { token: 'tok' })
    expect(
      await screen.findByRole('heading', { name: 'Green Tea', level: 2 }, { timeout: 12_000 }),
    ).toBeTruthy()
    expect(screen.getByText('55')).toBeTruthy()
    const buy = screen.getByRole('button', { name: 'Buy' })
    await waitFor(() => expect(buy.hasAttribute('disabled')).toBe(false))
    fireEvent.click(buy)

    // Opens at 1, not at the maximum.
    const quantity = sheet().getByRole<HTMLInputElement>('textbox', { name: 'Quantity' })
    expect(quantity.value).toBe('1')
    expect(row('Total')).toBe('Total₹100.00')
    expect(row('From balance')).toBe('From balance₹100.00')
    expect(row('From points')).toBe('From points₹0.00')
    // §9: max = floor(250/100) + floor(120/100) = 3, one tap on Max.
    fireEvent.click(sheet().getByRole('button', { name: 'Max' }))
    expect(quantity.value).toBe('3')
    expect(sheet().getByRole('button', { name: 'Max' }).hasAttribute('disabled')).toBe(true)
    expect(row('Total')).toBe('Total₹300.00')
    expect(row('From balance')).toBe('From balance₹250.00')
    expect(row('From points')).toBe('From points₹50.00')
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm purchase' }))

    const result = await screen.findByRole('alertdialog', { name: 'Success' })
    expect(result.textContent).toContain('Purchase successful')
    expect(server.to('product/buy').map((r) => JSON.parse(r.body))).toEqual([
      {
        product_id: 7,
        quantity: 3,
        buy_price: '100.00',
        use_balance: '250.00',
        use_integral: '50.00',
      },
    ])
    fireEvent.click(within(result).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('with too little money: Confirm is disabled, the shortfall is shown, and Add money goes to /deposit', async () => {
    const server = serve({ 'user/info': ok({ ...USER, balance: '40.50', integral: '30.00' }) })
    renderApp('/buy_product?id=7', { token: 'tok' })
    const buy = await screen.findByRole('button', { name: 'Buy' })
    await waitFor(() => expect(buy.hasAttribute('disabled')).toBe(false))
    fireEvent.click(buy)
    expect(row('Total')).toBe('Total₹100.00')
    expect(row('From balance')).toBe('From balance₹40.50')
    expect(row('From points')).toBe('From points₹30.00')
    expect(row('Not covered')).toBe('Not covered₹29.50')
    expect(sheet().getByRole('status').textContent).toContain(
      'Your balance and points are short of the total.',
    )
    const confirm = sheet().getByRole('button', { name: 'Confirm purchase' })
    expect(confirm.hasAttribute('disabled')).toBe(true)
    fireEvent.click(confirm)
    expect(server.to('product/buy')).toHaveLength(0)
    fireEvent.click(sheet().getByRole('link', { name: 'Add money' }))
    await waitFor(() => expect(window.location.hash).toBe('#/deposit'))
  })

  it('blocks Sell with the §5 message when nothing is held, even when positions fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve({ 'product/positions': failure(0, 'positions down') })
    renderApp('/buy_product?id=7', { token: 'tok' })
    const sell = await screen.findByRole('button', { name: 'Sell' })
    await waitFor(() => expect(sell.hasAttribute('disabled')).toBe(false))
    fireEvent.click(sell)
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'You have no positions to sell for this product',
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('sells part of a held position and shows the proceeds split', async () => {
    const server = serve({
      'product/positions': ok([held(4, '300.00', '100.00')]),
      'product/sell': failure(0, ''),
    })
    renderApp('/pro_detail?id=7&view=product', { token: 'tok' })
    expect(await screen.findByText('You hold 4')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
    fireEvent.change(sheet().getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } })
    expect(row('Total')).toBe('Total₹200.00')
    expect(row('To balance')).toBe('To balance₹150.00')
    expect(row('To points')).toBe('To points₹50.00')
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm sale' }))
    expect((await screen.findByRole('alertdialog', { name: 'Failed' })).textContent).toContain('Sale failed')
    // The unit price on screen goes with the sale (the price guard).
    expect(server.to('product/sell').map((r) => JSON.parse(r.body))).toEqual([
      { purchase_id: 31, quantity: 2, sell_price: '100.00' },
    ])
  })

  it.each([
    ['buy', 'Buy', 'Confirm purchase', 'Purchase successful'],
    ['sell', 'Sell', 'Confirm sale', 'Product sold successfully'],
  ])(
    'a garbled answer to a %s: the outcome is unknown, Retry sends it again under the same key',
    async (endpoint, open, confirm, success) => {
      const server = serve({
        'product/positions': ok([held(1, '100.00', '0.00')]),
        [`product/${endpoint}`]: () =>
          // The server may have acted; the answer was cut short on the way.
          server.to(`product/${endpoint}`).length === 1
            ? new Response('{"status":1,"info":"Purch', { status: 200 })
            : { status: 1 },
      })
      const keys = () => server.to(`product/${endpoint}`).map((r) => r.headers.get('Idempotency-Key'))
      renderApp('/buy_product?id=7', { token: 'tok' })
      expect(await screen.findByText('You hold 1')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: open }))
      fireEvent.change(sheet().getByRole('textbox', { name: 'Quantity' }), { target: { value: '1' } })
      fireEvent.click(sheet().getByRole('button', { name: confirm }))

      const failed = await screen.findByRole('alertdialog', { name: 'Failed' })
      // Not 'Purchase failed' / 'Sale failed': those say it did not happen, which nobody knows here.
      expect(failed.textContent).toContain('Network error occurred')
      expect(failed.textContent).not.toMatch(/Purchase failed|Sale failed/)
      fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
      expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(success)
      const [first, second, ...more] = keys()
      expect(more).toEqual([])
      expect(first).toMatch(/.{8,}/)
      expect(second).toBe(first)
    },
  )

  it('a changed price: nothing bought, the popup shows the new price and total, and asks again under a new key', async () => {
    const server = serve({
      'product/buy': () =>
        server.to('product/buy').length === 1
          ? {
              status: 0,
              info: 'The price changed to ₹125.00. Please check and confirm again.',
              data: { price_changed: true, price: '125.00' },
            }
          : ok(undefined, 'Purchase successful'),
    })
    const bodies = () => server.to('product/buy').map((r) => JSON.parse(r.body))
    const keys = () => server.to('product/buy').map((r) => r.headers.get('Idempotency-Key'))
    renderApp('/buy_product?id=7', { token: 'tok' })
    const buy = await screen.findByRole('button', { name: 'Buy' })
    await waitFor(() => expect(buy.hasAttribute('disabled')).toBe(false))
    fireEvent.click(buy)
    fireEvent.change(sheet().getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } })
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm purchase' }))

    // Refused: no result popup; the same popup says what changed and shows the new figures.
    const notice = await within(screen.getByRole('dialog')).findByRole('alert')
    expect(notice.textContent).toBe(
      'The price changed from ₹100.00 to ₹125.00. Nothing was charged. Check the new total and confirm again.',
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(row('Unit price')).toBe('Unit price₹125.00')
    expect(row('Total')).toBe('Total₹250.00')
    expect(row('From balance')).toBe('From balance₹250.00')
    expect(sheet().getByRole<HTMLInputElement>('textbox', { name: 'Quantity' }).value).toBe('2')
    expect(bodies()).toEqual([
      { product_id: 7, quantity: 2, buy_price: '100.00', use_balance: '200.00', use_integral: '0.00' },
    ])

    fireEvent.click(sheet().getByRole('button', { name: 'Confirm purchase' }))
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Purchase successful',
    )
    expect(bodies()[1]).toEqual({
      product_id: 7,
      quantity: 2,
      buy_price: '125.00',
      use_balance: '250.00',
      use_integral: '0.00',
    })
    // A new confirmation, a new request: a new Idempotency-Key (the server refuses a key reused with another body).
    expect(keys()[1]).toMatch(/.{8,}/)
    expect(keys()[1]).not.toBe(keys()[0])
    // The page shows the price that was charged.
    expect(screen.getByText('Price').parentElement?.textContent).toBe('Price₹125.00')
  })

  it('a sale sends the price shown; a changed price sells nothing and shows the new proceeds', async () => {
    const server = serve({
      'product/positions': ok([held(4, '300.00', '100.00')]),
      'product/sell': () =>
        server.to('product/sell').length === 1
          ? { status: 0, info: 'The price changed to ₹90.00.', data: { price_changed: true, price: '90.00' } }
          : ok(undefined, 'Product sold successfully'),
    })
    renderApp('/buy_product?id=7', { token: 'tok' })
    expect(await screen.findByText('You hold 4')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }))
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm sale' }))
    const notice = await within(screen.getByRole('dialog')).findByRole('alert')
    expect(notice.textContent).toBe(
      'The price changed from ₹100.00 to ₹90.00. Nothing was sold. Check the new total and confirm again.',
    )
    expect(row('Total')).toBe('Total₹360.00')
    expect(row('To balance')).toBe('To balance₹270.00')
    expect(row('To points')).toBe('To points₹90.00')
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm sale' }))
    expect(await screen.findByRole('alertdialog', { name: 'Success' })).toBeTruthy()
    expect(server.to('product/sell').map((r) => JSON.parse(r.body))).toEqual([
      { purchase_id: 31, quantity: 4, sell_price: '100.00' },
      { purchase_id: 31, quantity: 4, sell_price: '90.00' },
    ])
  })

  // Issue 17: no keystroke silently dropped. While the order is in flight the quantity is read-only (not
  // disabled: readable, focus kept), minus/plus/Max off; when the answer asks again it is editable as it was.
  it('while a purchase is in flight the quantity is read-only in a busy popup, then editable with what was set', async () => {
    const server = serve({ 'product/buy': HELD })
    const buys = () => server.to('product/buy').length
    const user = userEvent.setup()
    renderApp('/buy_product?id=7', { token: 'tok' })
    const buy = await screen.findByRole('button', { name: 'Buy' })
    await waitFor(() => expect(buy.hasAttribute('disabled')).toBe(false))
    await user.click(buy)
    const quantity = sheet().getByRole<HTMLInputElement>('textbox', { name: 'Quantity' })
    await user.click(sheet().getByRole('button', { name: 'Increase quantity' }))
    expect(quantity.value).toBe('2')
    await user.click(sheet().getByRole('button', { name: 'Confirm purchase' }))
    await waitFor(() => expect(server.pending('product/buy')).toBe(1))
    expect(buys()).toBe(1)

    expect(quantity.readOnly).toBe(true)
    expect(quantity.disabled).toBe(false)
    expect(quantity.closest('form')?.getAttribute('aria-busy')).toBe('true')
    for (const name of ['Decrease quantity', 'Increase quantity', 'Max']) {
      expect(sheet().getByRole<HTMLButtonElement>('button', { name }).disabled, name).toBe(true)
    }
    // Typed while in flight: visibly not taken; the total is still the one being bought.
    await user.type(quantity, '1')
    expect(quantity.value).toBe('2')
    expect(row('Total')).toBe('Total₹200.00')

    server.release('product/buy', {
      status: 0,
      info: 'The price changed.',
      data: { price_changed: true, price: '110.00' },
    })
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy()
    expect(quantity.readOnly).toBe(false)
    expect(quantity.closest('form')?.hasAttribute('aria-busy')).toBe(false)
    expect(quantity.value).toBe('2')
    await user.click(sheet().getByRole('button', { name: 'Decrease quantity' }))
    expect(quantity.value).toBe('1')
    expect(row('Total')).toBe('Total₹110.00')
    expect(buys()).toBe(1)
  })

  it('closing the popup while a purchase is in flight keeps it going and shows its outcome', async () => {
    const server = serve({ 'product/buy': HELD })
    const buys = () => server.to('product/buy').length
    renderApp('/buy_product?id=7', { token: 'tok' })
    const buy = await screen.findByRole('button', { name: 'Buy' })
    await waitFor(() => expect(buy.hasAttribute('disabled')).toBe(false))
    fireEvent.click(buy)
    fireEvent.click(sheet().getByRole('button', { name: 'Confirm purchase' }))
    await waitFor(() => expect(server.pending('product/buy')).toBe(1))
    expect(buys()).toBe(1)
    fireEvent.click(sheet().getByRole('button', { name: 'Close' }))

    // The popup is gone; the page says the purchase is under way, and no second trade can start.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const pending = screen.getByText('Your purchase is being made. Its outcome will show here.')
    expect(pending.getAttribute('role')).toBe('status')
    expect(screen.getByRole('button', { name: 'Buy' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Sell' }).hasAttribute('disabled')).toBe(true)

    server.release('product/buy', ok(undefined, 'Purchase successful'))
    expect((await screen.findByRole('alertdialog', { name: 'Success' })).textContent).toContain(
      'Purchase successful',
    )
    expect(buys()).toBe(1)
  })

  it('offers Retry when the product fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const fetch = serve({
      'product/info': failure(0, 'Product not found'),
      'user/info': failure(0, 'Product not found'),
      'product/positions': failure(0, 'Product not found'),
    })
    renderApp('/buy_product?id=999', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
  })
})
