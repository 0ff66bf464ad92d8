import { paise } from '@mandi/domain'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Money } from './money.tsx'

describe('Money', () => {
  it('shows the full amount as one unbreakable, tabular run', () => {
    const { container } = render(<Money amount={paise(2_896_513)} />)
    const element = container.querySelector('[data-money]')
    expect(element?.textContent).toBe('₹28,965.13')
    expect(element?.className).toContain('mk-money')
  })

  it('shortens with Indian units, keeps the full value for screen readers, and shows it on tap', async () => {
    render(<Money amount={paise(15_000_000)} format="compact" />)
    const button = screen.getByRole('button', { name: '₹1,50,000.00' })
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('₹1.5\u00a0L')
    await userEvent.click(button)
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('₹1,50,000.00')
  })

  it('is plain text, not a button, when the short form is the full one or tapping is off', () => {
    const { container, rerender } = render(<Money amount={paise(95_000)} format="compact" />)
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<Money amount={paise(15_000_000)} format="compact" revealOnTap={false} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.textContent).toContain('₹1,50,000.00')
  })

  it('signs a credit and colours by sign when asked', () => {
    const { container } = render(<Money amount={paise(5_000)} signed tone="auto" />)
    expect(container.textContent).toBe('+₹50.00')
    expect(container.querySelector('.mk-money--gain')).not.toBeNull()
  })

  it('hides the amount behind a mask that gives away nothing', () => {
    const { container } = render(<Money amount={paise(999_999_999)} hidden hiddenText="Hidden" />)
    expect(container.textContent).not.toMatch(/\d/)
    expect(container.textContent).toContain('Hidden')
  })
})
