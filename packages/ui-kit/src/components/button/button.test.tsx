import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'

describe('Button', () => {
  it('sends a click', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Deposit</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('ignores clicks while loading and says it is busy', async () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Deposit
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Deposit' })
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
  })
})
