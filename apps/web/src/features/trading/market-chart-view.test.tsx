import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { MarketChartView, type MarketChartViewProps } from './market-chart-view.tsx'
import { BTC } from './trading-fixtures.ts'

const props = (over: Partial<MarketChartViewProps> = {}): MarketChartViewProps => ({
  pair: BTC,
  period: '1min',
  chartStatus: 'ready',
  chart: <p>chart here</p>,
  lastPrice: 65123.45,
  form: <p>form here</p>,
  onPeriodChange: vi.fn(),
  onRetry: vi.fn(),
  ...over,
})

describe('MarketChartView', () => {
  it('shows the pair, the last price, the chart, the form and a link to the orders of the pair', () => {
    renderView(<MarketChartView {...props()} />)
    expect(screen.getByRole('heading', { name: 'BTC/USDT' })).toBeTruthy()
    expect(screen.getByText('Bitcoin')).toBeTruthy()
    expect(screen.getByText('65,123.45')).toBeTruthy()
    expect(screen.getByText('chart here')).toBeTruthy()
    expect(screen.getByText('form here')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '/recods?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
  })

  it('offers the five periods in order, the current one selected', () => {
    const p = props({ period: '15min' })
    renderView(<MarketChartView {...p} />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['1min', '5min', '15min', '30min', '1day'])
    expect(screen.getByRole('tab', { name: '15min' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: '1day' }))
    expect(p.onPeriodChange).toHaveBeenCalledWith('1day')
  })

  it('names the periods in the reader language (the wire value is what is chosen)', () => {
    const p = props({ period: '1min' })
    renderView(<MarketChartView {...p} />, { locale: 'hd' })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1 minat',
      '5 minat',
      '15 minat',
      '30 minat',
      '1 din',
    ])
    fireEvent.click(screen.getByRole('tab', { name: '1 din' }))
    expect(p.onPeriodChange).toHaveBeenCalledWith('1day')
  })

  it('shows a skeleton while the candles load and an error with Retry', () => {
    const p = props({ chartStatus: 'loading', lastPrice: null })
    const { rerender } = renderView(<MarketChartView {...p} />)
    expect(screen.getByText('Loading the chart')).toBeTruthy()
    expect(screen.queryByText('chart here')).toBeNull()
    rerender(<MarketChartView {...p} chartStatus="error" />)
    expect(screen.getByText('Could not load the chart.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })

  it('says so when the pair has no prices in the period yet, and keeps the chart for the first one', () => {
    const { rerender } = renderView(<MarketChartView {...props({ lastPrice: null })} />)
    const note = screen.getByText(
      'No prices for this pair in this period yet. The chart starts with the next price.',
    )
    expect(note.getAttribute('role')).toBe('status')
    expect(screen.getByText('chart here')).toBeTruthy()
    rerender(<MarketChartView {...props({ lastPrice: 65123.45 })} />)
    expect(screen.queryByText(/No prices for this pair/)).toBeNull()
  })

  it('without a pair, explains and offers the default pair and the marketplace', () => {
    renderView(<MarketChartView {...props({ pair: null })} />)
    expect(screen.getByRole('heading', { name: 'No market chosen' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open BTC/USDT' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the marketplace' }).getAttribute('href')).toBe('/trde')
    expect(screen.queryByText('form here')).toBeNull()
  })

  it('says plainly when live prices have stopped, with Retry; while resuming it says so without Retry', () => {
    const p = props({ liveStatus: 'stopped' })
    const { rerender } = renderView(<MarketChartView {...p} />)
    const notice = () => screen.getByText('Live prices have stopped.').closest('[role="status"]')
    expect(notice()?.textContent).toBe(
      'Live prices have stopped. The chart shows the last prices received.Retry',
    )
    // The chart with the prices held stays.
    expect(screen.getByText('chart here')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
    rerender(<MarketChartView {...p} liveStatus="resuming" />)
    expect(notice()?.textContent).toBe('Live prices have stopped. Reconnecting…')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    rerender(<MarketChartView {...p} liveStatus="live" />)
    expect(screen.queryByText('Live prices have stopped.')).toBeNull()
    // Before there is a chart, the loading or error state speaks instead.
    rerender(<MarketChartView {...p} chartStatus="loading" />)
    expect(screen.queryByText('Live prices have stopped.')).toBeNull()
  })
})
