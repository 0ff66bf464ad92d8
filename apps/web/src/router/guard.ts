import { findRoute, HOME_PATH, LOGIN_PATH } from '../routes.ts'
import type { RouteEntry } from './route-entry.ts'

export type GuardDecision =
  | { readonly kind: 'render'; readonly route: RouteEntry }
  | { readonly kind: 'redirect'; readonly to: string }

/**
 * Spec §2 routing rules as one pure function: the root goes to /login; with no token every route but the
 * public ones goes to /login; with a token, /login and /signin (/reg) go to /home. Unknown paths land
 * on /login or, signed in, on /home.
 */
export function decideRoute(path: string, hasToken: boolean): GuardDecision {
  // The root goes to /login even when signed in; the /login guard then moves a token holder on to /home.
  if (path === '/') return { kind: 'redirect', to: LOGIN_PATH }
  const route = findRoute(path)
  if (!route) return { kind: 'redirect', to: hasToken ? HOME_PATH : LOGIN_PATH }
  if (!route.public && !hasToken) return { kind: 'redirect', to: LOGIN_PATH }
  if (route.guestOnly && hasToken) return { kind: 'redirect', to: HOME_PATH }
  return { kind: 'render', route }
}
