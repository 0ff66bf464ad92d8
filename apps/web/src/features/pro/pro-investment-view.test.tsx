import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { renderView } from '../../test/render-view.tsx'
import {
  ACTIVE_ALL_TRANSFERRED,
  ACTIVE_INVESTMENT,
  ENDED_INVESTMENT,
  LEGACY_INVESTMENT,
  STOPPED_INVESTMENT,
} from './pro-fixtures.ts'
import { ProInvestmentView, type ProInvestmentViewProps } from './pro-investment-view.tsx'

addCatalogue('hi', hi)

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

const fact = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ')

/** The text that describes a button (its reason or its penalty). */
const noteOf = (name: string) => {
  const button = screen.getByRole('button', { name })
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
}

afterEach(() => vi.useRealTimers())

describe('ProInvestmentView', () => {
  it('shows amount, profit earned in all apart from profit to transfer, status, rate, time and end', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 18, 9, 0), toFake: ['Date'] })
    renderView(<ProInvestmentView {...props()} />)
    expect(fact('Amount')).toBe('₹10,000.00')
    expect(fact('Profit earned in all')).toBe('₹600.00')
    expect(fact('Profit to transfer')).toBe('₹360.00')
    expect(fact('Status')).toBe('Active')
    expect(fact('Rate')).toBe('1.2% a day')
    expect(fact('Time')).toBe('Yesterday, 12:00 pm')
    expect(fact('Ends')).toBe('17 Dec 2026, 12:00 pm')
    const record = screen.getByRole('list')
    expect(within(record).getByText('Invested')).toBeTruthy()
    // Every amount is a Money element: it never breaks inside the figure.
    expect(record.querySelectorAll('[data-money]')).toHaveLength(3)
    expect(within(record).getByText('Profit earned so far').nextElementSibling?.textContent).toBe('₹600.00')
    expect(
      within(record).getByText('Profit transferred to your balance').nextElementSibling?.textContent,
    ).toBe('₹240.00')
  })

  it('states the exact penalty beside Transfer principal and in its confirmation', () => {
    const p = props()
    const { rerender } = renderView(<ProInvestmentView {...p} />)
    expect(noteOf('Transfer principal')).toBe(
      'Transfer the principal now and ₹1,000.00 is kept back as a penalty: ₹9,000.00 comes back. At the end of the term it comes back in full by itself.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Transfer principal' }))
    expect(p.onTransferPrincipal).toHaveBeenCalledTimes(1)
    rerender(<ProInvestmentView {...p} confirmOpen />)
    const confirm = screen.getByRole('alertdialog', { name: 'Transfer the principal?' })
    expect(confirm.textContent).toContain(
      'keeps back ₹1,000.00 as a penalty: ₹9,000.00 comes back to your balance',
    )
    fireEvent.click(within(confirm).getByRole('button', { name: 'Transfer anyway' }))
    expect(p.onConfirmPrincipal).toHaveBeenCalledTimes(1)
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(p.onCancelPrincipal).toHaveBeenCalledTimes(1)
  })

  it('after the term reads Ended: both transfers disabled, each with its reason', () => {
    renderView(<ProInvestmentView {...props({ investment: ENDED_INVESTMENT })} />)
    expect(fact('Status')).toBe('Ended')
    expect(fact('Ended')).toBe('9 Nov 2026, 9:00 am')
    expect(fact('Profit earned in all')).toBe('₹7,200.00')
    expect(fact('Profit to transfer')).toBe('₹0.00')
    expect(screen.getByRole('button', { name: 'Transfer principal' }).hasAttribute('disabled')).toBe(true)
    expect(noteOf('Transfer principal')).toMatch(
      /^Ended 9 Nov 2026, 9:00 am: the principal came back to your balance in full, without penalty/,
    )
    expect(screen.getByRole('button', { name: 'Transfer profit' }).hasAttribute('disabled')).toBe(true)
    expect(noteOf('Transfer profit')).toBe('All the profit earned is already in your balance.')
  })

  it('disables Transfer profit while there is nothing to transfer, and says why', () => {
    const p = props({ investment: ACTIVE_ALL_TRANSFERRED })
    renderView(<ProInvestmentView {...p} />)
    const button = screen.getByRole('button', { name: 'Transfer profit' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(noteOf('Transfer profit')).toBe('Nothing to transfer yet: profit is added every hour.')
    fireEvent.click(button)
    expect(p.onTransferProfit).not.toHaveBeenCalled()
  })

  it('a stopped investment: principal blocked with when it stopped, its profit still transferable', () => {
    const p = props({ investment: STOPPED_INVESTMENT })
    renderView(<ProInvestmentView {...p} />)
    expect(fact('Status')).toBe('Stopped')
    expect(fact('Stopped')).toBe('4 Nov 2026, 8:15 am')
    expect(screen.getByRole('button', { name: 'Transfer principal' }).hasAttribute('disabled')).toBe(true)
    expect(noteOf('Transfer principal')).toMatch(
      /^Stopped 4 Nov 2026, 8:15 am: the principal was transferred/,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Transfer profit' }))
    expect(p.onTransferProfit).toHaveBeenCalledTimes(1)
  })

  it('without the server terms: no invented figures, the confirmation says a penalty may apply', () => {
    const p = props({ investment: LEGACY_INVESTMENT, confirmOpen: true })
    renderView(<ProInvestmentView {...p} />)
    expect(screen.queryByText('Profit to transfer')).toBeNull()
    expect(screen.queryByText('Rate')).toBeNull()
    expect(screen.getByRole('button', { name: 'Transfer profit' }).hasAttribute('disabled')).toBe(false)
    const confirm = screen.getByRole('alertdialog', { name: 'Transfer the principal?' })
    expect(within(confirm).getByText(/may cost a penalty/)).toBeTruthy()
  })

  it('reads in Hindi with the amounts whole', () => {
    renderView(<ProInvestmentView {...props()} />, { locale: 'hi' })
    expect(fact('निकालने लायक मुनाफ़ा')).toBe('₹360.00')
    expect(noteOf('मूल रकम निकालें')).toContain('₹1,000.00 जुर्माना')
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
