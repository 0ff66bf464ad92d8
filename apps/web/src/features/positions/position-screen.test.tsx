import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app.tsx'

const position = (id: number, status: 1 | 2) => ({
  id,
  product_id: 5,
  status,
  quantity: 4,
  buy_price: '100.00',
  sell_price: status === 2 ? '110.00' : null,
  profit: status === 2 ? '40.00' : null,
  balance_used: '300.00',
  integral_used: '100.00',
  created_at: '2026-11-20 10:00:00',
  product: { id: 5, title: `Tea ${id}`, image: '/img/t.svg', price: '105.00' },
})

type Reply = { status: number; info?: string; data?: unknown }

function serve(route: (url: URL, init?: RequestInit) => Reply) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    return new Response(JSON.stringify(route(new URL(input), init)), { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/position', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists active positions, switches to Closed, and sells a whole position quickly', async () => {
    let sold = false
    let body: unknown
    const fetch = serve((url, init) => {
      if (url.pathname.endsWith('/product/sell')) {
        sold = true
        body = JSON.parse(String(init?.body))
        return { status: 1, info: 'Product sold successfully' }
      }
      const status = url.searchParams.get('status')
      if (status === '2') return { status: 1, info: '', data: [position(2, 2)] }
      return { status: 1, info: '', data: sold ? [] : [position(1, 1)] }
    })
    renderApp('/position', { token: 'tok' })
    const sellCalls = () => fetch.mock.calls.filter(([u]) => String(u).includes('/product/sell')).length
    fireEvent.click(await screen.findByRole('button', { name: 'Sell all 4 of Tea 1' }))
    // Cancel loses nothing: no sale, the position stays.
    const confirm = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
    expect(confirm.textContent).toContain('Sell all 4 of Tea 1 at ₹105.00 each: ₹420.00.')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sellCalls()).toBe(0)
    expect(screen.getByRole('button', { name: 'Sell all 4 of Tea 1' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Sell all 4 of Tea 1' }))
    const again = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
    fireEvent.click(within(again).getByRole('button', { name: 'Sell' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' })
    expect(sellCalls()).toBe(1)
    // The whole position, at the price the confirm showed (the price guard).
    expect(body).toEqual({ purchase_id: 1, quantity: 4, sell_price: '105.00' })
    expect(dialog.textContent).toContain('Product sold successfully')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('No positions yet')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(await screen.findByRole('button', { name: 'Details of Tea 2' })).toBeTruthy()
    expect(fetch.mock.calls.some(([u]) => String(u).includes('transaction_list?status=2'))).toBe(true)
  })

  it("shows 'Sale failed' when the sale is refused without info", async () => {
    serve((url) =>
      url.pathname.endsWith('/product/sell') ? { status: 0 } : { status: 1, data: [position(1, 1)] },
    )
    renderApp('/position', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Sell all 4 of Tea 1' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Sell this position?' })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sell' }))
    const result = await screen.findByRole('alertdialog', { name: 'Failed' })
    expect(result.textContent).toContain('Sale failed')
    // A definite refusal: nothing to retry.
    expect(within(result).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows the §8 message when positions fail to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    serve(() => ({ status: 0, info: 'db down' }))
    renderApp('/position', { token: 'tok' })
    expect(await screen.findByText('Failed to load positions. Please try again later.')).toBeTruthy()
  })

  it('reads ?view=trades as the trade list with status 0 and 1', async () => {
    const fetch = serve((url) => ({
      status: 1,
      data:
        url.searchParams.get('status') === '1'
          ? [
              {
                id: 7,
                title: 'BTC/USDT',
                path: 0,
                amount: '600',
                status: 1,
                profit_amount: '60',
                open_price: 1,
                close_price: 2,
                created_at: '2026-11-21 12:00:00',
              },
            ]
          : [],
    }))
    renderApp('/position?view=trades', { token: 'tok' })
    expect(await screen.findByText('No open trades')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'History' }))
    const link = await screen.findByRole('link', { name: /BTC\/USDT/ })
    expect(link.getAttribute('href')).toBe('#/detail?id=7')
    await waitFor(() =>
      expect(fetch.mock.calls.map(([u]) => new URL(String(u)).searchParams.get('status'))).toEqual([
        '0',
        '1',
      ]),
    )
  })
})
