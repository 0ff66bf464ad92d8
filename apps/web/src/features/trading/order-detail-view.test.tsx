import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { OrderDetailView } from './order-detail-view.tsx'
import { LOSS_ORDER, PROCESSING_ORDER, PROFIT_ORDER } from './trading-fixtures.ts'

function value(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent ?? ''
}

afterEach(() => vi.useRealTimers())

describe('OrderDetailView', () => {
  it('shows a settled profit order in full, its time as people read it', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 6, 0), toFake: ['Date'] })
    renderView(<OrderDetailView status="success" order={PROFIT_ORDER} onRetry={() => {}} />)
    expect(value('Pair')).toBe('BTC/USDT')
    expect(value('Direction')).toBe('CALL')
    expect(value('Amount')).toBe('₹500.00')
    expect(value('Status')).toBe('Profit')
    expect(value('Profit')).toBe('+₹75.00')
    expect(value('Open price')).toBe('65,010.1')
    expect(value('Close price')).toBe('65,099.9')
    expect(value('Time').replace(/\s/g, ' ')).toBe('19 Nov 2026, 10:00 am')
    expect(value('Duration')).toBe('1 minute')
  })

  it('shows the stake lost for a loss (not Profit ₹0.00); an open order says when it settles, with no profit and a dash for the close', () => {
    const { unmount } = renderView(<OrderDetailView status="success" order={LOSS_ORDER} onRetry={() => {}} />)
    expect(value('Status')).toBe('Loss')
    expect(value('Loss')).toBe('-₹1,000.00')
    expect(screen.queryByText('Profit', { selector: 'dt' })).toBeNull()
    expect(value('Direction')).toBe('PUT')
    unmount()
    renderView(<OrderDetailView status="success" order={PROCESSING_ORDER} onRetry={() => {}} />)
    expect(value('Status')).toBe('Open, settles at 2:06:10 pm')
    expect(value('Settles at')).toBe('2:06:10 pm')
    expect(screen.queryByText('Profit', { selector: 'dt' })).toBeNull()
    expect(value('Close price')).toBe('—')
  })

  it('shows loading, not found, missing id and error with Retry', () => {
    const onRetry = vi.fn()
    const { rerender } = renderView(<OrderDetailView status="loading" order={null} onRetry={onRetry} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<OrderDetailView status="not-found" order={null} onRetry={onRetry} />)
    expect(screen.getByText('Order not found')).toBeTruthy()
    // Not a dead end: the list of all trades is one tap away.
    expect(screen.getByRole('link', { name: 'See all my trades' }).getAttribute('href')).toBe(
      '/position?view=trades',
    )
    rerender(<OrderDetailView status="missing-id" order={null} onRetry={onRetry} />)
    expect(screen.getByText('No order chosen.')).toBeTruthy()
    rerender(<OrderDetailView status="error" order={null} onRetry={onRetry} />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
