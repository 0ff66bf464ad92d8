import { rupees } from '@mandi/domain'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { TradeFormView, type TradeFormViewProps } from './trade-form-view.tsx'

const props = (over: Partial<TradeFormViewProps> = {}): TradeFormViewProps => ({
  status: 'ready',
  balance: rupees(12_500),
  ratePercent: 15,
  amount: '',
  error: null,
  onAmountChange: vi.fn(),
  onPick: vi.fn(),
  onSubmit: vi.fn(),
  onRetry: vi.fn(),
  ...over,
})

const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe('TradeFormView', () => {
  it('starts empty and shows the balance, the rate, the ₹100 minimum, the rule and the 1 minute duration', () => {
    renderView(<TradeFormView {...props()} />)
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('')
    expect(value('Balance')).toBe('₹12,500.00')
    const balance = screen.getByText('Balance', { selector: 'dt' }).nextElementSibling
    expect(balance?.querySelector('[data-money]')).not.toBeNull()
    expect(value('Rate')).toBe('15%')
    expect(value('Duration')).toBe('1 minute')
    expect(screen.getByText('Whole rupees, at least 100')).toBeTruthy()
    expect(
      screen.getByText(
        'Right: you get your amount back plus 15%. Wrong, or the price ends where it started: you get nothing back.',
      ),
    ).toBeTruthy()
    // Nothing typed: no made-up returns.
    expect(value('If right, you get back')).toBe('Type an amount')
  })

  it('shows what the typed amount gets back if right and if wrong, to the paisa', () => {
    const { rerender } = renderView(<TradeFormView {...props({ amount: '100' })} />)
    expect(value('If right, you get back')).toBe('₹115.00')
    expect(value('If wrong, you get back')).toBe('₹0.00')
    rerender(<TradeFormView {...props({ amount: '333', ratePercent: '15.55' })} />)
    expect(value('If right, you get back')).toBe('₹384.78')
    // Under the minimum: nothing the server would take, so no returns.
    rerender(<TradeFormView {...props({ amount: '099' })} />)
    expect(value('If right, you get back')).toBe('Type an amount')
  })

  it('offers quick amounts; those above the balance are disabled and said to be', () => {
    const p = props({ balance: rupees(800), amount: '500' })
    renderView(<TradeFormView {...p} />)
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' }))
    // Full amounts through Money (they fit): never broken inside the figure.
    for (const chip of chips.getAllByRole('button')) expect(chip.querySelector('[data-money]')).not.toBeNull()
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '₹100.00',
      '₹500.00',
      '₹1,000.00',
      '₹5,000.00',
    ])
    expect(chips.getByRole('button', { name: '₹500.00' }).getAttribute('aria-pressed')).toBe('true')
    const over = chips.getByRole('button', { name: '₹1,000.00' }) as HTMLButtonElement
    expect(over.disabled).toBe(true)
    expect(screen.getByText('More than your balance').id).toBe(over.getAttribute('aria-describedby'))
    fireEvent.click(chips.getByRole('button', { name: '₹100.00' }))
    expect(p.onPick).toHaveBeenCalledWith(rupees(100))
  })

  it('flags a typed amount above the balance before a tap: CALL and PUT off, and Add money to /deposit', () => {
    const p = props({ balance: rupees(800), amount: '900' })
    renderView(<TradeFormView {...p} />)
    const short = document.getElementById('trade-form-short')
    expect(short?.textContent).toBe('That is more than your balance of ₹800.00.')
    // The balance in the sentence is a Money amount too.
    expect(short?.querySelector('[data-money]')?.textContent).toBe('₹800.00')
    expect(screen.getByRole('link', { name: 'Add money' }).getAttribute('href')).toBe('/deposit')
    expect((screen.getByRole('button', { name: 'CALL' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'PUT' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('says when the balance is below the ₹100 minimum, even before an amount is typed', () => {
    renderView(<TradeFormView {...props({ balance: rupees(0) })} />)
    expect(document.getElementById('trade-form-short')?.textContent).toBe(
      'Your balance is below the ₹100.00 minimum.',
    )
    expect(screen.getByRole('link', { name: 'Add money' })).toBeTruthy()
  })

  it('says nothing of the kind while the balance covers the amount', () => {
    renderView(<TradeFormView {...props({ balance: rupees(800), amount: '800' })} />)
    expect(screen.queryByRole('link', { name: 'Add money' })).toBeNull()
    expect((screen.getByRole('button', { name: 'CALL' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('sends path 0 for CALL and 1 for PUT', () => {
    const p = props({ amount: '100' })
    renderView(<TradeFormView {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'CALL' }))
    fireEvent.click(screen.getByRole('button', { name: 'PUT' }))
    expect(p.onSubmit).toHaveBeenNthCalledWith(1, 0)
    expect(p.onSubmit).toHaveBeenNthCalledWith(2, 1)
  })

  it('passes the text on as typed (no silent cleaning into another amount) and shows the field message', () => {
    const p = props({ error: 'Invalid Amount' })
    renderView(<TradeFormView {...p} />)
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '12a3' } })
    expect(p.onAmountChange).toHaveBeenCalledWith('12a3')
    expect(screen.getByText('Invalid Amount')).toBeTruthy()
    expect(screen.getByLabelText('Amount (₹)').getAttribute('aria-invalid')).toBe('true')
  })

  it('shows loading, then an error with Retry', () => {
    const p = props({ status: 'loading' })
    const { rerender } = renderView(<TradeFormView {...p} />)
    expect(screen.getByText('Loading your balance')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'CALL' })).toBeNull()
    rerender(<TradeFormView {...p} status="error" />)
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(p.onRetry).toHaveBeenCalledTimes(1)
  })
})
