import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { offlineNotice, outOfReachNotice } from '../../layout/offline-fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { ACTIVE_POSITIONS, CLOSED_POSITIONS, TRADE_ORDERS } from './fixtures.ts'
import { PositionsView, type PositionsViewProps } from './positions-view.tsx'
import { TradeListView } from './trade-list-view.tsx'

function positions(props: Partial<PositionsViewProps> = {}) {
  const onSell = vi.fn()
  renderView(
    <PositionsView
      tab="active"
      list={{ status: 'success', items: ACTIVE_POSITIONS }}
      expandedId={null}
      sellingId={null}
      confirmItem={null}
      sellResult={null}
      onTabChange={vi.fn()}
      onToggle={vi.fn()}
      onSell={onSell}
      onConfirmSell={vi.fn()}
      onCancelSell={vi.fn()}
      onSellResultOk={vi.fn()}
      onSellRetry={vi.fn()}
      onRetry={vi.fn()}
      {...props}
    />,
  )
  return { onSell }
}

const reasonOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

describe('/position offline', () => {
  it('shows the kept positions under the banner, every Sell off and saying why', () => {
    const { onSell } = positions({ lastKnown: offlineNotice, offline: true })
    expect(screen.getByText(/^Offline, as of /)).toBeTruthy()
    const sells = screen.getAllByRole<HTMLButtonElement>('button', { name: /^Sell all/ })
    expect(sells).toHaveLength(ACTIVE_POSITIONS.length)
    for (const sell of sells) {
      expect(sell.disabled).toBe(true)
      expect(reasonOf(sell)).toBe('You are offline. Connect to sell.')
      fireEvent.click(sell)
    }
    expect(onSell).not.toHaveBeenCalled()
  })

  it('keeps Sell on when only the server was out of reach (a sale then says what happened)', () => {
    positions({ lastKnown: outOfReachNotice })
    expect(screen.getByText(/^Could not reach Mandi/)).toBeTruthy()
    const sell = screen.getAllByRole<HTMLButtonElement>('button', { name: /^Sell all/ })[0]
    expect(sell?.disabled).toBe(false)
    expect(sell?.getAttribute('aria-describedby')).toBeNull()
  })

  it('says nothing of being offline on the Closed tab, which has no Sell', () => {
    positions({ tab: 'closed', list: { status: 'success', items: CLOSED_POSITIONS }, offline: true })
    expect(screen.queryByText('You are offline. Connect to sell.')).toBeNull()
  })

  it('shows the kept trades under the banner; an empty list offline offers Open the chart off, saying why', () => {
    const view = renderView(
      <TradeListView
        tab="history"
        list={{ status: 'success', orders: TRADE_ORDERS }}
        onTabChange={vi.fn()}
        onRetry={vi.fn()}
        lastKnown={offlineNotice}
        offline
      />,
    )
    expect(screen.getByText(/^Offline, as of /)).toBeTruthy()
    expect(screen.getAllByRole('link').length).toBeGreaterThan(TRADE_ORDERS.length - 1)
    view.unmount()

    renderView(
      <TradeListView
        tab="tradingPairs"
        list={{ status: 'empty' }}
        onTabChange={vi.fn()}
        onRetry={vi.fn()}
        lastKnown={offlineNotice}
        offline
      />,
    )
    const place = screen.getByRole<HTMLButtonElement>('button', { name: 'Open the chart' })
    expect(place.disabled).toBe(true)
    expect(reasonOf(place)).toBe('You are offline. Connect to trade.')
    expect(screen.queryByRole('link', { name: 'Open the chart' })).toBeNull()
  })
})
