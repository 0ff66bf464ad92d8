import { rupees } from '@mandi/domain'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from './render-view.tsx'
import { TradeFormView, type TradeFormViewProps } from './trade-form-view.tsx'

const props = (over: Partial<TradeFormViewProps> = {}): TradeFormViewProps => ({
  status: 'ready',
  balance: rupees(12_500),
  amount: '1875',
  error: null,
  submitting: null,
  onAmountChange: vi.fn(),
  onSubmit: vi.fn(),
  onRetry: vi.fn(),
  ...over,
})

describe('TradeFormView', () => {
  it('shows the amount, the balance and the 1 minute duration', () => {
    renderView(<TradeFormView {...props()} />)
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('1875')
    expect(screen.getByText('₹12,500.00')).toBeTruthy()
    expect(screen.getByText('1 minute')).toBeTruthy()
  })

  it('sends path 0 for CALL and 1 for PUT', () => {
    const p = props()
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

  it('blocks both directions while an order is being placed', () => {
    const p = props({ submitting: 0 })
    renderView(<TradeFormView {...p} />)
    fireEvent.click(screen.getByRole('button', { name: 'CALL' }))
    fireEvent.click(screen.getByRole('button', { name: 'PUT' }))
    expect(p.onSubmit).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'CALL' }).getAttribute('aria-busy')).toBe('true')
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
