import { wireTradeOrder } from '@mandi/api-client/test-support'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const order = (id: number, title: string, status: number, created: string) =>
  wireTradeOrder({
    id,
    title,
    path: 0,
    amount: '100.00',
    status,
    profit_amount: status === 1 ? '15.00' : '0',
    open_price: 100,
    close_price: status === 0 ? null : 101,
    created_at: created,
  })

describe('/recods', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./pair-orders-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('shows both status groups of the pair only, newest first, each linking to /detail?id', async () => {
    fakeServer(
      {
        'trade/list': ({ params }) =>
          params.get('status') === '0'
            ? { status: 1, data: [order(5, 'BTC/USDT', 0, '2026-11-22 10:00:00')] }
            : {
                status: 1,
                data: [
                  order(4, 'ETH/USDT', 1, '2026-11-21 10:00:00'),
                  order(3, 'BTC/USDT', 1, '2026-11-20 10:00:00'),
                ],
              },
      },
      { strict: true },
    )
    renderApp('/recods?code=btcusdt&title=BTC%2FUSDT&name=Bitcoin', { token: 't' })
    // Open (status 0): when it settles (created_at + 1 minute, India time), not a ₹0.00 profit.
    await screen.findByText('Open, settles at 10:01:00 am')
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.includes('detail'))
    expect(hrefs).toEqual(['#/detail?id=5', '#/detail?id=3'])
    expect(screen.getByText('Showing only your orders for BTC/USDT.')).toBeTruthy()
  })

  it('matches the pair by code when the query has no title', async () => {
    fakeServer(
      {
        'trade/list': ({ params }) => ({
          status: 1,
          data: params.get('status') === '1' ? [order(3, 'BTC/USDT', 2, '2026-11-20 10:00:00')] : [],
        }),
      },
      { strict: true },
    )
    renderApp('/recods?code=btcusdt', { token: 't' })
    expect(await screen.findByText('Loss')).toBeTruthy()
  })

  it('shows the empty state when the pair has no orders', async () => {
    fakeServer(
      { 'trade/list': { status: 1, data: [order(4, 'ETH/USDT', 1, '2026-11-21 10:00:00')] } },
      { strict: true },
    )
    renderApp('/recods?code=btcusdt&title=BTC%2FUSDT', { token: 't' })
    expect(await screen.findByText('No orders for this pair yet')).toBeTruthy()
  })
})
