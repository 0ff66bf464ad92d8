import { useEffect, useRef } from 'react'
import { useRouteActive } from '../router/route-active.ts'

/** How often a screen that shows what the back office may change asks again while it is shown. */
export const LIVE_REFRESH_MS = 30_000

/**
 * Keeps a screen's data current while the back office acts (a withdrawal paid, a transfer credited, a PAN
 * reviewed): `refresh` runs every LIVE_REFRESH_MS while the screen is shown, and when the window gets the
 * focus again or the page becomes visible. It pauses while the page is hidden or the kept-alive route is not
 * shown; shown again after a pause at least as long as the interval, it refreshes at once. Off while `enabled`
 * is false (e.g. nothing on screen can change any more).
 */
export function useLiveRefresh(refresh: () => void, enabled = true): void {
  const active = useRouteActive()
  const latest = useRef(refresh)
  latest.current = refresh
  const lastRun = useRef(Date.now())

  useEffect(() => {
    if (!enabled || !active) return
    const run = () => {
      lastRun.current = Date.now()
      latest.current()
    }
    let timer: ReturnType<typeof setInterval> | undefined
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return
      if (Date.now() - lastRun.current >= LIVE_REFRESH_MS) run()
      timer = setInterval(run, LIVE_REFRESH_MS)
    }
    const stop = () => {
      if (timer !== undefined) clearInterval(timer)
      timer = undefined
    }
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start())
    const onFocus = () => {
      run()
      stop()
      start()
    }
    start()
    document.addEventListener('visibilitychange', onVisibility)
    window.addEventListener('focus', onFocus)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
      window.removeEventListener('focus', onFocus)
    }
  }, [enabled, active])
}
