import { Suspense, useLayoutEffect } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useHasToken } from '../api/storage.ts'
import { AppFrame } from '../layout/app-frame.tsx'
import { LoadingScreen } from '../layout/loading-screen.tsx'
import { decideRoute } from './guard.ts'
import { KeepAliveHost } from './keep-alive-host.tsx'
import { lazyScreen } from './screen-loader.ts'

/**
 * Renders the route table: the guard decides (redirect or render), kept-alive screens live in the
 * KeepAliveHost, every other screen is mounted fresh and starts at the top.
 */
export function AppRoutes() {
  const [path] = useLocation()
  const hasToken = useHasToken()
  const decision = decideRoute(path, hasToken)
  const route = decision.kind === 'render' ? decision.route : null
  const fresh = route && !route.keepAlive ? route : null

  useLayoutEffect(() => {
    if (fresh) window.scrollTo(0, 0)
  }, [fresh])

  const Screen = fresh ? lazyScreen(fresh.load) : null
  return (
    <AppFrame tabBar={route?.tab === true}>
      {/* Keyed on the session so that signing out drops every kept screen and its data. */}
      <KeepAliveHost key={hasToken ? 'signed-in' : 'signed-out'} active={route} />
      {decision.kind === 'redirect' && <Redirect to={decision.to} replace />}
      {Screen && (
        <Suspense fallback={<LoadingScreen />}>
          <Screen key={fresh?.path} />
        </Suspense>
      )}
    </AppFrame>
  )
}
