import { ModalShownContext } from '@mandi/ui-kit'
import { Suspense, useLayoutEffect, useRef, useState } from 'react'
import { LoadingScreen } from '../layout/loading-screen.tsx'
import { FrozenLocation } from './frozen-location.tsx'
import { RouteActiveContext } from './route-active.ts'
import type { RouteEntry } from './route-entry.ts'
import { ScreenErrorBoundary } from './screen-error-boundary.tsx'
import { forgetScreen, lazyScreen } from './screen-loader.ts'

/**
 * Keeps every visited keep-alive route (spec §2: /channel, /direct, /kline, /center, /salary) mounted,
 * hiding the inactive ones with the `hidden` attribute, so their state and loaded data survive a visit
 * elsewhere. The window's scroll position is recorded per route while it is shown and restored on return.
 * Unmounting the host (the app does it on sign out) drops all of them.
 */
export function KeepAliveHost({ active }: { active: RouteEntry | null }) {
  const [visited, setVisited] = useState<readonly RouteEntry[]>([])
  const scrolls = useRef(new Map<string, number>())
  const activePath = active?.keepAlive ? active.path : null

  if (active?.keepAlive && !visited.includes(active)) {
    // Adding during render (allowed for own state) avoids one frame without the screen.
    setVisited([...visited, active])
  }

  useLayoutEffect(() => {
    if (activePath === null) return
    window.scrollTo(0, scrolls.current.get(activePath) ?? 0)
    const record = () => scrolls.current.set(activePath, window.scrollY)
    window.addEventListener('scroll', record, { passive: true })
    return () => window.removeEventListener('scroll', record)
  }, [activePath])

  return (
    <>
      {visited.map((route) => {
        const Screen = lazyScreen(route.load)
        const shown = route.path === activePath
        return (
          <div key={route.path} hidden={!shown} data-keep-alive={route.path}>
            <RouteActiveContext.Provider value={shown}>
              {/* A kept screen's open sheet or dialog (portalled to body) is not drawn over another screen. */}
              <ModalShownContext.Provider value={shown}>
                <FrozenLocation active={shown}>
                  <ScreenErrorBoundary onRetry={() => forgetScreen(route.load)}>
                    <Suspense fallback={<LoadingScreen />}>
                      <Screen />
                    </Suspense>
                  </ScreenErrorBoundary>
                </FrozenLocation>
              </ModalShownContext.Provider>
            </RouteActiveContext.Provider>
          </div>
        )
      })}
    </>
  )
}
