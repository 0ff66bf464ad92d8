import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { offlineNotice } from '../../layout/offline-fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { PairOrdersView } from './pair-orders-view.tsx'
import { BTC, ORDERS } from './trading-fixtures.ts'

describe('/recods offline', () => {
  it('shows the pair’s kept trades under the banner', () => {
    renderView(
      <PairOrdersView
        pair={BTC}
        status="success"
        orders={ORDERS}
        onRetry={vi.fn()}
        lastKnown={offlineNotice}
        offline
      />,
    )
    expect(screen.getByText(/^Offline, as of /)).toBeTruthy()
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(ORDERS.length)
  })

  it('turns an empty list’s Place a trade off, saying why', () => {
    renderView(
      <PairOrdersView
        pair={BTC}
        status="empty"
        orders={[]}
        onRetry={vi.fn()}
        lastKnown={offlineNotice}
        offline
      />,
    )
    const place = screen.getByRole<HTMLButtonElement>('button', { name: 'Place a trade' })
    expect(place.disabled).toBe(true)
    const reason = document.getElementById(place.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('You are offline. Connect to trade.')
    expect(screen.queryByRole('link', { name: 'Place a trade' })).toBeNull()
  })
})
