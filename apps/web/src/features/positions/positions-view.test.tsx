import { rupees } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import { ACTIVE_POSITIONS, CLOSED_POSITIONS } from './fixtures.ts'
import { PositionsView, type PositionsViewProps } from './positions-view.tsx'

addCatalogue('hi', hi)

function setup(props: Partial<PositionsViewProps> = {}, locale: 'en' | 'hd' | 'hi' = 'en') {
  const handlers = {
    onTabChange: vi.fn(),
    onToggle: vi.fn(),
    onSell: vi.fn(),
    onConfirmSell: vi.fn(),
    onCancelSell: vi.fn(),
    onSellResultOk: vi.fn(),
    onSellRetry: vi.fn(),
    onRetry: vi.fn(),
  }
  renderView(
    <PositionsView
      tab="active"
      list={{ status: 'success', items: ACTIVE_POSITIONS }}
      expandedId={null}
      sellingId={null}
      confirmItem={null}
      sellResult={null}
      {...handlers}
      {...props}
    />,
    { locale },
  )
  return handlers
}

describe('PositionsView', () => {
  afterEach(() => vi.useRealTimers())

  it('shows the Active and Closed tabs and the switch to the trade list', () => {
    const { onTabChange } = setup()
    expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(onTabChange).toHaveBeenCalledWith('closed')
    expect(screen.getByRole('link', { name: 'Trades' }).getAttribute('href')).toBe('/position?view=trades')
  })

  it('expands an item to show its details', () => {
    const { onToggle } = setup({ expandedId: 11 })
    const summary = screen.getByRole('button', { name: 'Details of Basmati Rice 5 kg' })
    expect(summary.getAttribute('aria-expanded')).toBe('true')
    const details = document.getElementById(summary.getAttribute('aria-controls') ?? '')
    expect(details?.hidden).toBe(false)
    const amounts = [...(details as HTMLElement).querySelectorAll('[data-money]')].map((m) => m.textContent)
    expect(amounts).toEqual(['₹650.00', '₹672.00', '₹1,500.00', '₹450.00'])
    // The summary's amount says what it is: the cost of the quantity held, at its buy price.
    expect(summary.textContent).toMatch(/^Basmati Rice 5 kgQuantity \d+ · cost ₹[\d,]+\.\d\d$/)
    // The chevron is a line icon, not a symbol character.
    expect(summary.textContent).not.toMatch(/[▴▾]/)
    expect(summary.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
    const other = screen.getByRole('button', { name: 'Details of Bluetooth Earbuds' })
    expect(other.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(other)
    expect(onToggle).toHaveBeenCalledWith(12)
  })

  it('offers a quick Sell on active items only', () => {
    const { onSell } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'Sell all 1 of Bluetooth Earbuds' }))
    expect(onSell).toHaveBeenCalledWith(ACTIVE_POSITIONS[1])
  })

  it('asks before selling: what, how many and the amount at the current price, with Cancel and Sell', () => {
    expect(screen.queryByRole('alertdialog')).toBeNull()
    const { onConfirmSell, onCancelSell } = setup({ confirmItem: ACTIVE_POSITIONS[0] ?? null })
    const dialog = screen.getByRole('alertdialog', { name: 'Sell this position?' })
    // Truthful: the sale goes with this price, so it is made at it or not at all.
    expect(dialog.textContent).toBe(
      'Sell this position?Sell all 3 of Basmati Rice 5 kg at ₹672.00 each: ₹2,016.00. If the price changes first, nothing is sold and you are asked again.CancelSell',
    )
    // The amounts are Money elements.
    expect(dialog.querySelectorAll('[data-money]')).toHaveLength(2)
    expect(within(dialog).queryByText(/Nothing was sold/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancelSell).toHaveBeenCalledOnce()
    expect(onConfirmSell).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sell' }))
    expect(onConfirmSell).toHaveBeenCalledOnce()
  })

  it('a changed price: the confirm says so with both prices, shows the new price and amount, and asks again', () => {
    const { onConfirmSell } = setup({
      confirmItem: ACTIVE_POSITIONS[0] ?? null,
      confirmPrice: rupees(640),
      confirmPriceChange: { from: rupees(672), to: rupees(640) },
    })
    const dialog = screen.getByRole('alertdialog', { name: 'Sell this position?' })
    const notice = within(dialog).getByText(/Nothing was sold/)
    expect(notice.textContent).toBe(
      'The price changed from ₹672.00 to ₹640.00. Nothing was sold. Check the new total and confirm again.',
    )
    expect(notice.querySelectorAll('[data-money]')).toHaveLength(2)
    expect(dialog.textContent).toContain('Sell all 3 of Basmati Rice 5 kg at ₹640.00 each: ₹1,920.00.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sell' }))
    expect(onConfirmSell).toHaveBeenCalledOnce()
  })

  it.each([
    [
      'hd',
      'Daam ₹672.00 se badalkar ₹640.00 ho gaya. Kuchh nahin bika.',
      '₹640.00 prati ke daam par bechein: ₹1,920.00',
    ],
    ['hi', 'दाम ₹672.00 से बदलकर ₹640.00 हो गया। कुछ नहीं बिका।', '₹640.00 प्रति के दाम पर बेचें: ₹1,920.00'],
  ] as const)('a changed price reads in %s', (locale, notice, body) => {
    setup(
      {
        confirmItem: ACTIVE_POSITIONS[0] ?? null,
        confirmPrice: rupees(640),
        confirmPriceChange: { from: rupees(672), to: rupees(640) },
      },
      locale,
    )
    const dialog = screen.getByRole('alertdialog')
    expect(dialog.textContent).toContain(notice)
    expect(dialog.textContent).toContain(body)
  })

  it('shows a sale whose outcome is unknown as the product screen does, with Retry and OK', () => {
    const { onSellRetry, onSellResultOk } = setup({
      sellResult: { ok: false, message: 'Network error occurred', canRetry: true },
    })
    const dialog = screen.getByRole('alertdialog', { name: 'Failed' })
    expect(dialog.textContent).toContain('Network error occurred')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }))
    expect(onSellRetry).toHaveBeenCalledOnce()
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(onSellResultOk).toHaveBeenCalledOnce()
  })

  it('offers no Retry after a definite answer', () => {
    setup({ sellResult: { ok: false, message: 'Sale failed', canRetry: false } })
    const dialog = screen.getByRole('alertdialog', { name: 'Failed' })
    expect(dialog.textContent).toContain('Sale failed')
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('shows closed items with sell price and profit, without Sell', () => {
    setup({ tab: 'closed', list: { status: 'success', items: CLOSED_POSITIONS }, expandedId: 9 })
    expect(screen.queryByRole('button', { name: /^Sell all/ })).toBeNull()
    expect(screen.getByText('₹930.50')).toBeTruthy()
    expect(screen.getByText('₹63.00')).toBeTruthy()
  })

  it('shows the time of a position in India time', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T20:00:00+05:30'))
    setup({ expandedId: 12 })
    const summary = screen.getByRole('button', { name: 'Details of Bluetooth Earbuds' })
    const details = document.getElementById(summary.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(within(details).getByText('Time').nextElementSibling?.textContent).toBe('Today, 6:02 pm')
  })

  it('with no positions, offers Browse goods (the marketplace)', () => {
    setup({ list: { status: 'empty' } })
    expect(screen.getByText('No positions yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Browse goods' }).getAttribute('href')).toBe('/trde')
  })

  it('shows the §8 load failure with Retry', () => {
    const { onRetry } = setup({ list: { status: 'error' } })
    expect(screen.getByText('Failed to load positions. Please try again later.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows skeletons while loading', () => {
    setup({ list: { status: 'loading' } })
    expect(screen.getByText('Loading positions')).toBeTruthy()
  })
})
