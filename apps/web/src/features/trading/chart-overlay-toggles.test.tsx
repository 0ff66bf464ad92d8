import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderView } from '../../test/render-view.tsx'
import { ChartOverlayToggles } from './chart-overlay-toggles.tsx'

describe('ChartOverlayToggles', () => {
  it('shows one pressed-or-not toggle per average and switches only the one tapped', () => {
    const onChange = vi.fn()
    renderView(<ChartOverlayToggles overlays={{ ma10: true }} onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Moving averages' })
    const toggles = [...group.querySelectorAll('button')]
    expect(toggles.map((button) => [button.textContent, button.getAttribute('aria-pressed')])).toEqual([
      ['MA 5', 'false'],
      ['MA 10', 'true'],
      ['MA 30', 'false'],
      ['Volume MA 5', 'false'],
    ])
    fireEvent.click(screen.getByRole('button', { name: 'MA 30' }))
    expect(onChange).toHaveBeenLastCalledWith({ ma10: true, ma30: true })
    fireEvent.click(screen.getByRole('button', { name: 'MA 10' }))
    expect(onChange).toHaveBeenLastCalledWith({ ma10: false })
  })
})
