import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteActiveContext } from '../router/route-active.ts'
import { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh.ts'

function Probe({ refresh, enabled = true }: { refresh: () => void; enabled?: boolean }) {
  useLiveRefresh(refresh, enabled)
  return null
}

let visibility: DocumentVisibilityState = 'visible'
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('useLiveRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    visibility = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('refreshes every 30 s while shown, not at once', () => {
    const refresh = vi.fn()
    render(<Probe refresh={refresh} />)
    expect(refresh).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(LIVE_REFRESH_MS))
    expect(refresh).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(2 * LIVE_REFRESH_MS))
    expect(refresh).toHaveBeenCalledTimes(3)
  })

  it('refreshes when the window gets the focus', () => {
    const refresh = vi.fn()
    render(<Probe refresh={refresh} />)
    act(() => {
      window.dispatchEvent(new Event('focus'))
    })
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('pauses while the page is hidden, and refreshes at once when shown again after the interval', () => {
    const refresh = vi.fn()
    render(<Probe refresh={refresh} />)
    act(() => setVisibility('hidden'))
    act(() => vi.advanceTimersByTime(5 * LIVE_REFRESH_MS))
    expect(refresh).not.toHaveBeenCalled()
    act(() => setVisibility('visible'))
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('pauses while its kept-alive route is not shown, and when disabled', () => {
    const refresh = vi.fn()
    const { rerender } = render(
      <RouteActiveContext.Provider value={false}>
        <Probe refresh={refresh} />
      </RouteActiveContext.Provider>,
    )
    act(() => vi.advanceTimersByTime(3 * LIVE_REFRESH_MS))
    expect(refresh).not.toHaveBeenCalled()
    rerender(
      <RouteActiveContext.Provider value={true}>
        <Probe refresh={refresh} />
      </RouteActiveContext.Provider>,
    )
    expect(refresh).toHaveBeenCalledTimes(1)
    rerender(
      <RouteActiveContext.Provider value={true}>
        <Probe refresh={refresh} enabled={false} />
      </RouteActiveContext.Provider>,
    )
    act(() => vi.advanceTimersByTime(3 * LIVE_REFRESH_MS))
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
