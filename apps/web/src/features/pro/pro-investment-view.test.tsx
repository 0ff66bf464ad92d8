import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { ACTIVE_INVESTMENT, STOPPED_INVESTMENT } from './pro-fixtures.ts'
import { ProInvestmentView, type ProInvestmentViewProps } from './pro-investment-view.tsx'

const props = (over: Partial<ProInvestmentViewProps> = {}): ProInvestmentViewProps => ({
  status: 'success',
  investment: ACTIVE_INVESTMENT,
  transferring: null,
  confirmOpen: false,
  onRetry: vi.fn(),
  onTransferPrincipal: vi.fn(),
  onConfirmPrincipal: vi.fn(),
  onCancelPrincipal: vi.fn(),
  onTransferProfit: vi.fn(),
  ...over,
})

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

afterEach(() => vi.useRealTimers())

describe('ProInvestmentView', () => {
  it('shows amount, profit, status and time (India time, as people read it), and the earnings record', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 18, 9, 0), toFake: ['Date'] })
    renderView(<ProInvestmentView {...props()} />)
    expect(fact('Amount')).toBe('₹10,000.00')
    expect(fact('Profit')).toBe('₹600.00')
    expect(fact('Status')).toBe('Active')
    expect(fact('Time')?.replace(/\s/g, ' ')).toBe('Yesterday, 12:00 pm')
    const record = screen.getByRole('list')
    expect(within(record).getByText('Invested')).toBeTruthy()
    expect(within(record).getAllByText(/^Yesterday, 12:00/)).toHaveLength(1)
    // Every amount is a Money element: it never breaks inside the figure.
    expect(record.querySelectorAll('[data-money]')).toHaveLength(2)
    expect(within(record).getByText('Profit earned so far').nextElementSibling?.textContent).toBe('₹600.00')
  })

  it('asks before Transfer Principal, warning that a penalty may apply', () => {
    const p = props()
    const { rerender } = renderView(<ProInvestmentView {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'Transfer principal' }))
    expect(p.onTransferPrincipal).toHaveBeenCalledTimes(1)
    rerender(<ProInvestmentView {...p} confirmOpen />)
    const confirm = screen.getByRole('alertdialog', { name: 'Transfer the principal?' })
    expect(within(confirm).getByText(/may cost a penalty/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Transfer anyway' }))
    expect(p.onConfirmPrincipal).toHaveBeenCalledTimes(1)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(p.onCancelPrincipal).toHaveBeenCalledTimes(1)
  })

  it('transfers profit, and blocks principal once the investment has stopped', () => {
    const p = props({ investment: STOPPED_INVESTMENT })
    renderView(<ProInvestmentView {...p} />)
    expect(fact('Status')).toBe('Stopped')
    expect(screen.getByRole('button', { name: 'Transfer principal' }).hasAttribute('disabled')).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Transfer profit' }))
    expect(p.onTransferProfit).toHaveBeenCalledTimes(1)
  })

  it('shows loading, missing id and error with Retry', () => {
    const p = props({ status: 'loading', investment: null })
    const { rerender } = renderView(<ProInvestmentView {...p} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
    rerender(<ProInvestmentView {...p} status="missing-id" />)
    expect(screen.getByText('No investment chosen.')).toBeTruthy()
    rerender(<ProInvestmentView {...p} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })
})
