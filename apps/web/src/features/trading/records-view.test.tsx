import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { RecordsView } from './records-view.tsx'
import { renderView } from './render-view.tsx'
import { BTC, LOSS_ORDER, ORDERS, PROFIT_ORDER } from './trading-fixtures.ts'

const base = { pair: BTC, orders: [], onRetry: () => {} }

describe('RecordsView', () => {
  it('says the list is filtered to the pair', () => {
    renderView(<RecordsView {...base} status="loading" />)
    expect(screen.getByText('Showing only your orders for BTC/USDT.')).toBeTruthy()
    expect(screen.getByText('Loading…')).toBeTruthy()
  })

  it('lists orders with direction, status label and a link to /detail?id', () => {
    renderView(<RecordsView {...base} status="success" orders={ORDERS} />)
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
    expect(within(profit).getByText('₹75.00')).toBeTruthy()
    // A loss shows a profit of 0 even when the record carries a figure (spec §4).
    expect(LOSS_ORDER.profitAmount).toBeGreaterThan(0)
    expect(within(loss).getByText('Loss')).toBeTruthy()
    expect(within(loss).getByText('₹0.00')).toBeTruthy()
    expect(within(loss).queryByText('₹150.00')).toBeNull()
    expect(PROFIT_ORDER.status).toBe(1)
  })

  it('shows the empty state', () => {
    renderView(<RecordsView {...base} status="empty" />)
    expect(screen.getByText('No orders for this pair yet')).toBeTruthy()
  })

  it('shows the error with Retry', () => {
    const onRetry = vi.fn()
    renderView(<RecordsView {...base} status="error" onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('without a pair, says so and links back to the chart', () => {
    renderView(<RecordsView {...base} pair={null} status="loading" />)
    expect(screen.getByText(/No market chosen/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the chart' }).getAttribute('href')).toBe('/kline')
  })
})
