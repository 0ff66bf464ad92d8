import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { ProBuySheet, type ProBuySheetProps } from './pro-buy-sheet.tsx'

const props = (over: Partial<ProBuySheetProps> = {}): ProBuySheetProps => ({
  open: true,
  amount: '50000',
  error: null,
  submitting: false,
  onAmountChange: vi.fn(),
  onSubmit: vi.fn(),
  onClose: vi.fn(),
  ...over,
})

// Issue 17: while the investment is in flight the amount is read-only (readable, focus kept), not disabled.
describe('ProBuySheet while investing', () => {
  it('shows the amount read-only, its chips off and the form busy; nothing typed is taken', async () => {
    const user = userEvent.setup()
    const p = props({ submitting: true })
    renderView(<ProBuySheet {...p} />)
    const dialog = screen.getByRole('dialog', { name: 'Invest in BIT Pro' })
    const amount = within(dialog).getByLabelText<HTMLInputElement>('Amount (₹)')
    expect(amount.readOnly).toBe(true)
    expect(amount.disabled).toBe(false)
    expect(amount.value).toBe('50000')
    expect(amount.closest('form')?.getAttribute('aria-busy')).toBe('true')
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: '₹6,000.00' }).disabled).toBe(true)
    await user.type(amount, '0{Enter}')
    expect(p.onAmountChange).not.toHaveBeenCalled()
    expect(p.onSubmit).not.toHaveBeenCalled()
  })

  it('is editable again when the request ends', async () => {
    const user = userEvent.setup()
    const p = props()
    renderView(<ProBuySheet {...p} />)
    const amount = screen.getByLabelText<HTMLInputElement>('Amount (₹)')
    expect(amount.readOnly).toBe(false)
    await user.type(amount, '0')
    expect(p.onAmountChange).toHaveBeenCalledWith('500000')
  })
})
