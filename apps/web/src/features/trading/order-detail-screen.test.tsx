import { wireTradeOrder } from '@mandi/api-client/test-support'
import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../test/fake-server.ts'
import { renderApp } from '../../test/render-app.tsx'

const settled = wireTradeOrder({
  id: 40,
  title: 'BTC/USDT',
  path: 1,
  amount: '500.00',
  status: 1,
  profit_amount: '75.00',
  open_price: 65010.1,
  close_price: 64999,
  created_at: '2026-11-19 10:00:00',
})

describe('/detail', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./order-detail-screen.tsx'), 30_000)

  afterEach(() => vi.unstubAllGlobals())

  it('finds the order by id in trade/list', async () => {
    fakeServer(
      {
        'trade/list': ({ params }) => ({ status: 1, data: params.get('status') === '1' ? [settled] : [] }),
      },
      { strict: true },
    )
    renderApp('/detail?id=40', { token: 't' })
    expect(await screen.findByText('PUT')).toBeTruthy()
    expect(screen.getByText('+₹75.00')).toBeTruthy()
    expect(screen.getByText('1 minute')).toBeTruthy()
  })

  it('says the order is not found for an unknown id', async () => {
    fakeServer({ 'trade/list': { status: 1, data: [settled] } }, { strict: true })
    renderApp('/detail?id=99', { token: 't' })
    expect(await screen.findByText('Order not found')).toBeTruthy()
  })
})
