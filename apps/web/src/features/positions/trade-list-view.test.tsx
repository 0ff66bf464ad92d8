import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { OPEN_TRADE_ORDERS, TRADE_ORDERS } from './fixtures.ts'
import { TradeListView, type TradeListViewProps } from './trade-list-view.tsx'

function setup(props: Partial<TradeListViewProps> = {}) {
  const handlers = { onTabChange: vi.fn(), onRetry: vi.fn() }
  renderView(
    <TradeListView
      tab="history"
      list={{ status: 'success', orders: TRADE_ORDERS }}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

describe('TradeListView', () => {
  afterEach(() => vi.useRealTimers())

  it('has the Open trades (status 0) and History tabs', () => {
    const { onTabChange } = setup()
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByText('Trading Pairs')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: 'Open trades' }))
    expect(onTabChange).toHaveBeenCalledWith('tradingPairs')
  })

  it('shows amounts through Money and the time in India time', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T18:00:00+05:30'))
    setup()
    const won = screen.getByRole('link', { name: /BTC\/USDT/ })
    expect([...won.querySelectorAll('[data-money]')].map((money) => money.textContent)).toEqual([
      '₹600.00',
      '₹60.00',
    ])
    expect(won.textContent).toContain('Today, 12:00 pm · 1 minute')
    expect(won.textContent).not.toContain('2026-11-21')
  })

  it('links each order to /detail?id=', () => {
    setup()
    const link = screen.getByRole('link', { name: /ETH\/USDT/ })
    const url = new URL(link.getAttribute('href') ?? '', 'http://x')
    expect(url.pathname).toBe('/detail')
    expect(Object.fromEntries(url.searchParams)).toEqual({ id: '302' })
  })

  it('shows direction, status, the profit of a won order and the stake of a lost one', () => {
    setup()
    const won = screen.getByRole('link', { name: /BTC\/USDT/ })
    expect(won.textContent).toContain('CALL')
    expect(won.textContent).toContain('Profit')
    expect(won.textContent).toContain('₹60.00')
    const lost = screen.getByRole('link', { name: /ETH\/USDT/ })
    expect(lost.textContent).toContain('PUT')
    expect(lost.textContent).toContain('Loss')
    expect(lost.textContent).not.toContain('₹100.00')
    // The stake lost, as a debit; never "Profit ₹0.00".
    expect([...lost.querySelectorAll('[data-money]')].map((money) => money.textContent)).toEqual([
      '₹1,000.00',
      '-₹1,000.00',
    ])
    expect(lost.textContent).not.toContain('Profit')
  })

  it('shows an open order as when it settles (India time), with no close price and no ₹0.00 profit', () => {
    setup({ tab: 'tradingPairs', list: { status: 'success', orders: OPEN_TRADE_ORDERS } })
    const order = screen.getByRole('link', { name: /BTC\/USDT/ })
    // Placed 09:00:00 IST, settles a minute later.
    expect(order.textContent).toContain('Open, settles at 9:01:00 am')
    expect(order.textContent).not.toContain('Processing')
    expect(order.textContent).not.toContain('₹0.00')
    expect(order.textContent).toContain('1 minute')
    expect(order.textContent).toContain('Close priceNot yet')
  })

  it('offers Retry after a failed load', () => {
    const { onRetry } = setup({ list: { status: 'error' } })
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('with no trades, offers the chart of the default pair as the next step', () => {
    setup({ list: { status: 'empty' } })
    expect(screen.getByText('No trades yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the chart' }).getAttribute('href')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
  })

  it('says there are no open trades on the Open trades tab', () => {
    setup({ tab: 'tradingPairs', list: { status: 'empty' } })
    expect(screen.getByText('No open trades')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the chart' })).toBeTruthy()
  })
})
