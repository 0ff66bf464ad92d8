import { TIMINGS } from '@mandi/domain'
import { type ReactNode, type TouchEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../button/button.tsx'
import '../button/button.css'
import './pull-to-refresh.css'

export interface PullToRefreshProps {
  children: ReactNode
  onRefresh: () => unknown
  /** Shown while pulling, e.g. 'Pull to refresh'. */
  pullLabel?: string
  releaseLabel?: string
  refreshingLabel?: string
  /** Text of the keyboard-reachable refresh button. */
  refreshLabel?: string
  /** The spinner shows at least this long (§9: 800 ms) so a quick refresh is still seen. */
  spinnerMs?: number
  /** Pull distance, in px, that triggers a refresh. */
  threshold?: number
}

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing'

/** Pull down at the top of the content to refresh (the /find activities list). */
export function PullToRefresh({
  children,
  onRefresh,
  pullLabel = 'Pull to refresh',
  releaseLabel = 'Release to refresh',
  refreshingLabel = 'Refreshing',
  refreshLabel = 'Refresh',
  spinnerMs = TIMINGS.refreshSpinnerMs,
  threshold = 64,
}: PullToRefreshProps) {
  const [phase, setPhase] = useState<Phase>('idle')
  const [distance, setDistance] = useState(0)
  const startY = useRef<number | null>(null)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const refresh = async () => {
    if (phase === 'refreshing') return
    setPhase('refreshing')
    setDistance(0)
    const minimum = new Promise((resolve) => setTimeout(resolve, spinnerMs))
    try {
      await Promise.all([onRefresh(), minimum])
    } catch {
      await minimum
    } finally {
      if (mounted.current) setPhase('idle')
    }
  }

  const onTouchStart = (event: TouchEvent) => {
    // Only a pull that starts with the page scrolled to the top is a refresh gesture.
    if (phase === 'refreshing' || window.scrollY > 0) return
    startY.current = event.touches[0]?.clientY ?? null
  }
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return
    const dy = (event.touches[0]?.clientY ?? startY.current) - startY.current
    const pulled = Math.max(0, Math.min(dy / 2, threshold * 1.5))
    setDistance(pulled)
    setPhase(pulled >= threshold ? 'ready' : pulled > 0 ? 'pulling' : 'idle')
  }
  const onTouchEnd = () => {
    if (startY.current === null) return
    startY.current = null
    if (phase === 'ready') void refresh()
    else {
      setPhase('idle')
      setDistance(0)
    }
  }

  const text =
    phase === 'refreshing'
      ? refreshingLabel
      : phase === 'ready'
        ? releaseLabel
        : phase === 'pulling'
          ? pullLabel
          : ''

  return (
    <div
      className="mk-ptr"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
      aria-busy={phase === 'refreshing'}
    >
      <div
        className="mk-ptr__indicator"
        style={{ height: phase === 'refreshing' ? 48 : distance }}
        role="status"
      >
        {phase === 'refreshing' && <span className="mk-spinner" aria-hidden="true" />}
        {text}
      </div>
      <Button variant="ghost" className="mk-ptr__button" onClick={refresh} disabled={phase === 'refreshing'}>
        {refreshLabel}
      </Button>
      {children}
    </div>
  )
}
