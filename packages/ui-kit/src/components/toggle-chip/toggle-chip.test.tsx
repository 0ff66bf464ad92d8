import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ToggleChip } from './toggle-chip.tsx'

describe('ToggleChip', () => {
  it('says whether it is on, and is a plain button that never submits a form', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <ToggleChip pressed={false} onClick={onClick}>
          MA 5
        </ToggleChip>
      </form>,
    )
    const chip = screen.getByRole('button', { name: 'MA 5', pressed: false })
    fireEvent.click(chip)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).not.toHaveBeenCalled()
    rerender(
      <form onSubmit={onSubmit}>
        <ToggleChip pressed onClick={onClick}>
          MA 5
        </ToggleChip>
      </form>,
    )
    expect(screen.getByRole('button', { name: 'MA 5', pressed: true })).toBe(chip)
  })
})
