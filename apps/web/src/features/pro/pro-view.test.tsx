import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { INVESTMENTS, LEGACY_TOTALS, TOTALS } from './pro-fixtures.ts'
import { ProView, type ProViewProps } from './pro-view.tsx'

const props = (over: Partial<ProViewProps> = {}, buy: Partial<ProViewProps['buy']> = {}): ProViewProps => ({
  status: 'success',
  totals: TOTALS,
  investments: INVESTMENTS,
  onRetry: vi.fn(),
  onOpenBuy: vi.fn(),
  buy: {
    open: false,
    amount: '',
    error: null,
    submitting: false,
    onAmountChange: vi.fn(),
    onSubmit: vi.fn(),
    onClose: vi.fn(),
    ...buy,
  },
  ...over,
})

describe('ProView', () => {
  it('shows the totals and links each investment to /pro_detail?id', () => {
    renderView(<ProView {...props()} />)
    expect(screen.getByText('Total invested').nextElementSibling?.textContent).toBe('₹10,000.00')
    expect(screen.getByText('Total profit').nextElementSibling?.textContent).toBe('₹720.00')
    const first = screen.getByRole('link', { name: /Investment #7/ })
    expect(first.getAttribute('href')).toBe('/pro_detail?id=7')
    expect(within(first).getByText('Active')).toBeTruthy()
    expect(within(screen.getByRole('link', { name: /Investment #6/ })).getByText('Stopped')).toBeTruthy()
  })

  it('states the terms and the profit to transfer apart from the profit earned, and each end', () => {
    renderView(<ProView {...props()} />)
    expect(screen.getByText('Profit to transfer').nextElementSibling?.textContent).toBe('₹360.00')
    expect(
      screen.getByText(/^Each investment earns 1.2% a day, added every hour, for 30 days\. At the end/),
    ).toBeTruthy()
    expect(screen.getByText(/keeps back 10% of it\.$/)).toBeTruthy()
    const text = (id: number) =>
      screen.getByRole('link', { name: new RegExp(`Investment #${id}`) }).textContent?.replace(/\s/g, ' ')
    expect(text(7)).toContain('Ends 17 Dec 2026, 12:00 pm')
    expect(text(6)).toContain('Stopped 4 Nov 2026, 8:15 am')
    expect(text(5)).toContain('Ended 9 Nov 2026, 9:00 am')
    expect(within(screen.getByRole('link', { name: /Investment #5/ })).getByText('Ended')).toBeTruthy()
  })

  it('the invest popup says what the typed amount earns and what an early transfer keeps back', () => {
    renderView(<ProView {...props({}, { open: true, amount: '10000' })} />)
    const dialog = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    const text = dialog.textContent?.replace(/\s/g, ' ')
    expect(text).toContain('At 1.2% a day, ₹10,000.00 earns ₹120.00 a day and ₹3,600.00 in 30 days.')
    expect(text).toContain(
      'After 30 days the amount and any profit not yet transferred come back to your balance by themselves: ₹13,600.00 in all.',
    )
    expect(text).toContain('Transferring the principal before then keeps back ₹1,000.00 (10%).')
  })

  it('says nothing of what an amount earns before it is valid, or without the server terms', () => {
    const { rerender } = renderView(<ProView {...props({}, { open: true, amount: '12' })} />)
    expect(screen.queryByText(/a day and/)).toBeNull()
    rerender(<ProView {...props({ totals: LEGACY_TOTALS }, { open: true, amount: '10000' })} />)
    expect(screen.queryByText(/a day and/)).toBeNull()
    expect(screen.queryByText('Profit to transfer')).toBeNull()
    expect(screen.queryByText(/^Each investment earns/)).toBeNull()
  })

  it('opens the invest popup (the spec’s BUY) from the button', () => {
    const p = props()
    renderView(<ProView {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'New investment' }))
    expect(p.onOpenBuy).toHaveBeenCalledTimes(1)
  })

  it('offers the quick amounts and the durations with 30 Days active', () => {
    const p = props({}, { open: true })
    renderView(<ProView {...p} />)
    const dialog = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    const chips = within(within(dialog).getByRole('group', { name: 'Quick amounts' })).getAllByRole('button')
    // Shown in thousands and lakh so each fits its chip on one line; named with the full amount.
    const shown = (chip: HTMLElement) =>
      chip.querySelector('[aria-hidden="true"]')?.textContent?.replace(/\s/g, ' ')
    expect(chips.map(shown)).toEqual(['₹6 K', '₹10 K', '₹50 K', '₹1 L', '₹2 L'])
    expect(within(dialog).getByRole('button', { name: '₹1,00,000.00' })).toBe(chips[3])
    fireEvent.click(chips[2] as HTMLElement)
    expect(p.buy.onAmountChange).toHaveBeenCalledWith('50000')
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: '30 Days' }).checked).toBe(true)
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: '3 Days' }).disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invest' }))
    expect(p.buy.onSubmit).toHaveBeenCalledTimes(1)
  })

  it('shows the amount message at the field', () => {
    renderView(
      <ProView {...props({}, { open: true, amount: '12', error: 'Amount must be 3 to 12 digits' })} />,
    )
    expect(screen.getByText('Amount must be 3 to 12 digits')).toBeTruthy()
  })

  it('shows loading, empty and error states', () => {
    const p = props({ status: 'loading', totals: null, investments: [] })
    const { rerender } = renderView(<ProView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ProView {...p} status="empty" totals={TOTALS} />)
    expect(screen.getByText('No investments yet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'New investment' })).toBeTruthy()
    // The empty state's next step opens the same popup.
    fireEvent.click(screen.getByRole('button', { name: 'Invest now' }))
    expect(p.onOpenBuy).toHaveBeenCalledTimes(1)
    rerender(<ProView {...p} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })
})
