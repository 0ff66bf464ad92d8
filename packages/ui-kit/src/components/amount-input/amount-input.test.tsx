import { rupees } from '@mandi/domain'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AmountInput } from './amount-input.tsx'

const QUICK = [rupees(100), rupees(500), rupees(1000)]

describe('AmountInput', () => {
  it('writes a chip amount into the field as whole rupees, and marks the chip that matches', () => {
    const onChange = vi.fn()
    render(<AmountInput label="Amount" value="500" onChange={onChange} quickAmounts={QUICK} />)
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' }))
    expect(chips.getByRole('button', { name: '₹500.00' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(chips.getByRole('button', { name: '₹1,000.00' }))
    expect(onChange).toHaveBeenCalledWith('1000')
  })

  it('shows a large chip amount in lakh through Money, with the full amount as its name', () => {
    render(<AmountInput label="Amount" value="" onChange={vi.fn()} quickAmounts={[rupees(100_000)]} />)
    const chip = screen.getByRole('button', { name: '₹1,00,000.00' })
    expect(chip.querySelector('[data-money]')?.textContent).toContain('₹1\u00a0L')
  })

  it('hands a chip tap to onQuickAmount (in paise) instead, when given', () => {
    const onChange = vi.fn()
    const onQuickAmount = vi.fn()
    render(
      <AmountInput
        label="Amount"
        value=""
        onChange={onChange}
        onQuickAmount={onQuickAmount}
        quickAmounts={QUICK}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '₹100.00' }))
    expect(onQuickAmount).toHaveBeenCalledWith(rupees(100))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('disables the chips that cannot be taken and points them at the reason', () => {
    const onChange = vi.fn()
    render(
      <>
        <AmountInput
          label="Amount"
          value=""
          onChange={onChange}
          quickAmounts={QUICK}
          isQuickAmountDisabled={(amount) => amount > rupees(500)}
          disabledQuickAmountsDescription="why"
        />
        <p id="why">More than your balance</p>
      </>,
    )
    const over = screen.getByRole('button', { name: '₹1,000.00' }) as HTMLButtonElement
    expect(over.disabled).toBe(true)
    expect(over.getAttribute('aria-describedby')).toBe('why')
    const fine = screen.getByRole('button', { name: '₹500.00' }) as HTMLButtonElement
    expect(fine.disabled).toBe(false)
    expect(fine.getAttribute('aria-describedby')).toBeNull()
    fireEvent.click(over)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses an amount longer than its maxLength with a message, instead of cutting it', () => {
    const onChange = vi.fn()
    render(<AmountInput label="Amount" value="12345" onChange={onChange} maxLength={5} />)
    const field = screen.getByLabelText<HTMLInputElement>('Amount')
    expect(field.hasAttribute('maxlength')).toBe(false)
    fireEvent.change(field, { target: { value: '123456' } })
    expect(onChange).not.toHaveBeenCalled()
    expect(field.value).toBe('12345')
    expect(screen.getByRole('status').textContent).toBe('At most 5 characters')
  })
})
