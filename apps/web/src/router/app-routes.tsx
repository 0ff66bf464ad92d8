import { Suspense, useLayoutEffect, useRef } from 'react'
import { Redirect, useLocation } from 'wouter'
import { useHasToken } from '../api/storage.ts'
import { AppFrame } from '../layout/app-frame.tsx'
import { LoadingScreen } from '../layout/loading-screen.tsx'
import { ScreenHeader } from '../layout/screen-header.tsx'
import { LOGIN_PATH, shellHeader } from '../routes.ts'
import { goBack, layBackStack } from './back.ts'
import { decideRoute } from './guard.ts'
import { useHashQuerySearch } from './hash-location.ts'
import { KeepAliveHost } from './keep-alive-host.tsx'
import { ScreenErrorBoundary } from './screen-error-boundary.tsx'
import { forgetScreen, lazyScreen } from './screen-loader.ts'

/**
 * Renders the route table: the guard decides (redirect or render), kept-alive screens live in the
 * KeepAliveHost, every other screen is mounted fresh and starts at the top. Inner screens that draw no top
 * bar of their own get the shell's back bar (routes.ts `parent`, `ownHeader`).
 */
export function AppRoutes() {
  const [path] = useLocation()
  const search = useHashQuerySearch()
  const hasToken = useHasToken()
  const decision = decideRoute(path, hasToken)
  const route = decision.kind === 'render' ? decision.route : null
  const fresh = route && !route.keepAlive ? route : null
  const current = search ? `${path}?${search}` : path

  useLayoutEffect(() => {
    if (fresh) window.scrollTo(0, 0)
  }, [fresh])

  // A cold start at an inner screen: its parents go under it in the history, once (signed in only).
  const laid = useRef(false)
  useLayoutEffect(() => {
    if (laid.current || !route) return
    laid.current = true
    if (hasToken && !route.tab) layBackStack(current)
  }, [route, hasToken, current])

  const header =
    route && shellHeader(route, new URLSearchParams(search)) ? (
      <ScreenHeader onBack={() => (hasToken ? goBack(current) : goBack(current, LOGIN_PATH))} />
    ) : null

  const Screen = fresh ? lazyScreen(fresh.load) : null
  return (
    <AppFrame tabBar={route?.tab === true} header={header}>
      {/* Keyed on the session so that signing out drops every kept screen and its data. */}
      <KeepAliveHost key={hasToken ? 'signed-in' : 'signed-out'} active={route} />
      {/* Keyed on where it leads from and to: wouter's Redirect navigates once per mount, so each redirect needs
          a new one. A chain (the root → /login → /home for a token holder) changes the target; a visitor sent
          from / to /login who then opens /profile, before the first step's /login screen was committed (it was
          still loading), keeps the target: keyed on the target alone, the mounted Redirect stayed, nothing
          navigated, and the screen stayed blank. */}
      {decision.kind === 'redirect' && (
        <Redirect key={`${path} to ${decision.to}`} to={decision.to} replace />
      )}
      {Screen && fresh && (
        <ScreenErrorBoundary key={fresh.path} onRetry={() => forgetScreen(fresh.load)}>
          <Suspense fallback={<LoadingScreen />}>
            <Screen key={fresh.path} />
          </Suspense>
        </ScreenErrorBoundary>
      )}
    </AppFrame>
  )
}
