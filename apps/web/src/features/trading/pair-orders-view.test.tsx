import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { PairOrdersView } from './pair-orders-view.tsx'
import { BTC, LOSS_ORDER, ORDERS, PROFIT_ORDER } from './trading-fixtures.ts'

const base = { pair: BTC, orders: [], onRetry: () => {} }

afterEach(() => vi.useRealTimers())

describe('PairOrdersView', () => {
  it('says the list is filtered to the pair', () => {
    renderView(<PairOrdersView {...base} status="loading" />)
    expect(screen.getByText('Showing only your orders for BTC/USDT.')).toBeTruthy()
    expect(screen.getByText('Loading…')).toBeTruthy()
  })

  it('lists orders with direction, status label and a link to /detail?id', () => {
    renderView(<PairOrdersView {...base} status="success" orders={ORDERS} />)
    const links = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/detail'))
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/detail?id=41',
      '/detail?id=40',
      '/detail?id=39',
    ])
    const [processing, profit, loss] = links as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(processing).getByText('PUT')).toBeTruthy()
    // Open: when it settles (created_at 14:05:10 India time + 1 minute), not 'Processing ₹0.00'.
    expect(within(processing).getByText('Open, settles at 2:06:10 pm')).toBeTruthy()
    expect(within(processing).queryByText('₹0.00')).toBeNull()
    expect(within(processing).queryByText('Processing')).toBeNull()
    expect(within(profit).getByText('CALL')).toBeTruthy()
    expect(within(profit).getByText('Profit')).toBeTruthy()
    expect(within(profit).getByText('+₹75.00')).toBeTruthy()
    // A loss shows the stake lost, never a profit, even when the record carries a figure (spec §4; decision 0063).
    expect(LOSS_ORDER.profitAmount).toBeGreaterThan(0)
    expect(within(loss).getByText('Loss')).toBeTruthy()
    expect(within(loss).getByText('-₹1,000.00')).toBeTruthy()
    expect(within(loss).queryByText('₹0.00')).toBeNull()
    expect(within(loss).queryByText(/150\.00/)).toBeNull()
    expect(PROFIT_ORDER.status).toBe(1)
  })

  it('groups the orders by India day: a heading per day naming its list, the time of day in each row', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 22, 12, 0), toFake: ['Date'] })
    renderView(<PairOrdersView {...base} status="success" orders={ORDERS} />)
    const days = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(days).toEqual(['Today', '19 Nov 2026', '18 Nov 2026'])
    const today = screen.getByRole('list', { name: 'Today' })
    expect(within(today).getAllByRole('listitem')).toHaveLength(1)
    // 14:05:10 India time, without the date the heading already gives.
    expect(within(today).getByText(/^2:05\spm$/)).toBeTruthy()
    expect(within(screen.getByRole('list', { name: '18 Nov 2026' })).getByText(/^9:30\sam$/)).toBeTruthy()
    // Amounts are Money elements (one line, tabular): the amount and, once settled, the profit.
    expect(within(today).getAllByText('₹250.00')[0]?.closest('[data-money]')).not.toBeNull()
  })

  it('shows the empty state with the next step: place a trade on this pair’s chart', () => {
    renderView(<PairOrdersView {...base} status="empty" />)
    expect(screen.getByText('No orders for this pair yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Place a trade' }).getAttribute('href')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
  })

  it('shows the error with Retry', () => {
    const onRetry = vi.fn()
    renderView(<PairOrdersView {...base} status="error" onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('without a pair, says so and links back to the chart', () => {
    renderView(<PairOrdersView {...base} pair={null} status="loading" />)
    expect(screen.getByText(/No market chosen/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the chart' }).getAttribute('href')).toBe('/kline')
  })
})
