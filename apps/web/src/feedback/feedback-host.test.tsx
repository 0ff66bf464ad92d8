import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { navigate } from '../router/hash-location.ts'
import { RouteActiveContext } from '../router/route-active.ts'
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

describe('FeedbackHost: an alert belongs to its screen', () => {
  it('drops the alert when its screen is left, and its follow-up never runs', async () => {
    navigate('/payout')
    const feedback = capture()
    const followUp = vi.fn()
    await act(async () => {
      feedback.current?.alert('Please bind a withdrawal bank card first').then(followUp)
    })
    expect(screen.getByRole('alertdialog').textContent).toContain('Please bind a withdrawal bank card first')
    // The user leaves (a link, or Back: both change the hash location).
    await act(async () => navigate('/profile'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    // Coming back does not bring it back either, and nothing resolved it.
    await act(async () => navigate('/payout'))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
    expect(followUp).not.toHaveBeenCalled()
  })

  it('drops it on the browser Back too (popstate)', async () => {
    navigate('/profile')
    navigate('/payout')
    const feedback = capture()
    await act(async () => {
      void feedback.current?.alert('Please bind a withdrawal bank card first')
    })
    expect(screen.getByRole('alertdialog')).toBeTruthy()
    // What the browser does on Back: the previous entry's URL, then popstate.
    await act(async () => {
      window.history.replaceState(null, '', '#/profile')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(window.location.hash).toBe('#/profile')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('still resolves on OK while the user stays, and keeps another screen alert-free', async () => {
    navigate('/payout')
    const feedback = capture()
    const followUp = vi.fn()
    await act(async () => {
      feedback.current?.alert('Please bind a withdrawal bank card first').then(followUp)
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })))
    expect(followUp).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('FeedbackHost: a hidden kept-alive screen', () => {
  it('neither toasts nor alerts while hidden, and does again once shown', async () => {
    // Grab (module level) keeps what useFeedback() answers inside the hidden route.
    const hidden = ref
    hidden.current = null
    const view = render(
      <FeedbackHost>
        <RouteActiveContext.Provider value={false}>
          <Grab />
        </RouteActiveContext.Provider>
      </FeedbackHost>,
    )
    const followUp = vi.fn()
    await act(async () => {
      hidden.current?.toast('Order settled')
      hidden.current?.alert('Order settled').then(followUp)
    })
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
    view.rerender(
      <FeedbackHost>
        <RouteActiveContext.Provider value={true}>
          <Grab />
        </RouteActiveContext.Provider>
      </FeedbackHost>,
    )
    await act(async () => {
      void hidden.current?.alert('Shown again')
    })
    expect(screen.getByRole('alertdialog').textContent).toContain('Shown again')
    expect(followUp).not.toHaveBeenCalled()
  })
})
