import { wireTradeOrder } from '@mandi/api-client/test-support'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeServer, ok } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'
import { teaPosition as position } from './wire-positions.ts'

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/position', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists active positions, switches to Closed, and sells a whole position quickly', async () => {
    const server = fakeServer({
      'product/sell': ok(undefined, 'Product sold successfully'),
      'product/transaction_list': (request) =>
        request.params.get('status') === '2'
          ? ok([position(2, 2)])
          : ok(server.to('product/sell').length > 0 ? [] : [position(1, 1)]),
    })
    renderApp('/position', { token: 'tok' })
    const sellCalls = () => server.to('product/sell').length
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
    expect(JSON.parse(server.to('product/sell')[0]?.body ?? '')).toEqual({
      purchase_id: 1,
      quantity: 4,
      sell_price: '105.00',
    })
    expect(dialog.textContent).toContain('Product sold successfully')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('No positions yet')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(await screen.findByRole('button', { name: 'Details of Tea 2' })).toBeTruthy()
    expect(server.requests.some((r) => r.url.href.includes('transaction_list?status=2'))).toBe(true)
  })

  it("shows 'Sale failed' when the sale is refused without info", async () => {
    fakeServer({
      'product/sell': { status: 0 },
      'product/transaction_list': ok([position(1, 1)]),
    })
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
    fakeServer({ 'product/transaction_list': failure(0, 'db down') })
    renderApp('/position', { token: 'tok' })
    expect(await screen.findByText('Failed to load positions. Please try again later.')).toBeTruthy()
  })

  it('reads ?view=trades as the trade list with status 0 and 1', async () => {
    const server = fakeServer({
      'trade/list': (request) =>
        ok(
          request.params.get('status') === '1'
            ? [
                wireTradeOrder({
                  id: 7,
                  amount: '600',
                  profit_amount: '60',
                  open_price: 1,
                  close_price: 2,
                  created_at: '2026-11-21 12:00:00',
                }),
              ]
            : [],
        ),
    })
    renderApp('/position?view=trades', { token: 'tok' })
    expect(await screen.findByText('No open trades')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'History' }))
    const link = await screen.findByRole('link', { name: /BTC\/USDT/ })
    expect(link.getAttribute('href')).toBe('#/detail?id=7')
    await waitFor(() =>
      expect(server.requests.map((r) => r.url.searchParams.get('status'))).toEqual(['0', '1']),
    )
  })
})
