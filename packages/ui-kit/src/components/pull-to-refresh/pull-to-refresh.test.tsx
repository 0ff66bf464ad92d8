import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PullToRefresh } from './pull-to-refresh.tsx'

function pull(element: Element, from: number, to: number) {
  fireEvent.touchStart(element, { touches: [{ clientY: from }] })
  fireEvent.touchMove(element, { touches: [{ clientY: to }] })
  fireEvent.touchEnd(element, { touches: [] })
}

describe('PullToRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refreshes on a long enough pull and shows the spinner for 800 ms even when the refresh is instant', async () => {
    const onRefresh = vi.fn()
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Activities</p>
      </PullToRefresh>,
    )
    const area = screen.getByText('Activities').parentElement as HTMLElement
    pull(area, 100, 300)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status').textContent).toBe('Refreshing')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(799)
    })
    expect(screen.getByRole('status').textContent).toBe('Refreshing')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('ignores a short pull', () => {
    const onRefresh = vi.fn()
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Activities</p>
      </PullToRefresh>,
    )
    pull(screen.getByText('Activities').parentElement as HTMLElement, 100, 150)
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('can be refreshed from the keyboard with the refresh button', () => {
    const onRefresh = vi.fn()
    render(
      <PullToRefresh onRefresh={onRefresh} refreshLabel="Taaza karein">
        <p>Activities</p>
      </PullToRefresh>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Taaza karein' }))
    expect(onRefresh).toHaveBeenCalledTimes(1)
  })
})
