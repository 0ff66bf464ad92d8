import { paise } from '@mandi/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { MaskedAmount } from './masked-amount.tsx'

function Card() {
  const [hidden, setHidden] = useState(false)
  return <MaskedAmount amount={paise(12_345_678)} abbreviate hidden={hidden} onToggle={setHidden} />
}

describe('MaskedAmount', () => {
  it('shows the amount, abbreviated with K above ₹1,00,000', () => {
    render(<MaskedAmount amount={paise(12_345_678)} abbreviate hidden={false} />)
    expect(screen.getByText('₹123.45K')).toBeTruthy()
  })

  it('shows an amount up to ₹1,00,000 in full', () => {
    render(<MaskedAmount amount={paise(10_000_000)} abbreviate hidden={false} />)
    expect(screen.getByText('₹1,00,000.00')).toBeTruthy()
  })

  it('hides the value as asterisks that reveal nothing of its size', () => {
    const { container, rerender } = render(<MaskedAmount amount={paise(5)} hidden />)
    const small = container.textContent
    rerender(<MaskedAmount amount={paise(999_999_999)} hidden />)
    expect(container.textContent).toBe(small)
    expect(container.textContent).toContain('******')
    expect(container.textContent).not.toMatch(/\d/)
  })

  it('toggles with the eye button, whose name says what it will do', async () => {
    render(<Card />)
    await userEvent.click(screen.getByRole('button', { name: 'Hide amounts' }))
    expect(screen.queryByText('₹123.45K')).toBeNull()
    expect(screen.getByText('Hidden')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Show amounts' }))
    expect(screen.getByText('₹123.45K')).toBeTruthy()
  })
})
