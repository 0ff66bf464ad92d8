import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Feedback, FeedbackHost, TOAST_MS, useFeedback } from './feedback-host.tsx'

const ref: { current: Feedback | null } = { current: null }

function Grab() {
  ref.current = useFeedback()
  return null
}

function capture(): { current: Feedback | null } {
  ref.current = null
  render(
    <FeedbackHost>
      <Grab />
    </FeedbackHost>,
  )
  return ref
}

describe('FeedbackHost', () => {
  it('shows a toast in a polite live region, then hides it', () => {
    vi.useFakeTimers()
    const feedback = capture()
    act(() => feedback.current?.toast('Copied successfully'))
    expect(screen.getByRole('status').textContent).toBe('Copied successfully')
    act(() => vi.advanceTimersByTime(TOAST_MS))
    expect(screen.getByRole('status').textContent).toBe('')
    vi.useRealTimers()
  })

  it('shows alerts one at a time and resolves each on OK', async () => {
    const feedback = capture()
    const done = vi.fn()
    await act(async () => {
      feedback.current?.alert('Please bind a withdrawal bank card first').then(done)
      feedback.current?.alert('Second')
    })
    expect(screen.getByRole('alertdialog').textContent).toContain('Please bind a withdrawal bank card first')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })))
    expect(done).toHaveBeenCalledOnce()
    expect(screen.getByRole('alertdialog').textContent).toContain('Second')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
