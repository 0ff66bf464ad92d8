import { findRoute, parentOf } from '../routes.ts'
import { historyDepth, navigate, writeEntry } from './hash-location.ts'

function splitPath(to: string): readonly [path: string, search: URLSearchParams] {
  const at = to.indexOf('?')
  return at < 0 ? [to, new URLSearchParams()] : [to.slice(0, at), new URLSearchParams(to.slice(at + 1))]
}

/** The parent of an app path with its query ('/detail?id=3' → '/position?view=trades'), or null. */
export function parentPath(to: string): string | null {
  const [path, search] = splitPath(to)
  const route = findRoute(path)
  return route ? parentOf(route, search) : null
}

/**
 * Back from the current screen: to the previous in-app screen when there is one (history back), else to
 * the route's parent (a cold start or a typed URL), replacing this entry. `parent` overrides the route's
 * (a signed-out visitor of /download goes to /login).
 */
export function goBack(current: string, parent: string | null = parentPath(current)): void {
  if (historyDepth() > 0) {
    window.history.back()
    return
  }
  navigate(parent ?? '/home', { replace: true })
}

/**
 * On a cold start at an inner screen (e.g. /bind_card opened from a bookmark), lays its parents under it in
 * the browser history (/profile → /payout → /bind_card), so every back control, the shell's and a screen's
 * own `history.back()`, and the browser's Back walk up to a tab instead of leaving the app. Runs once, only
 * for an entry the app did not write itself.
 */
export function layBackStack(current: string): void {
  if (window.history.state !== null) return
  const chain: string[] = []
  for (let parent = parentPath(current); parent !== null && chain.length < 5; parent = parentPath(parent)) {
    chain.unshift(parent)
  }
  if (chain.length === 0) return
  chain.forEach((to, depth) => {
    writeEntry(to, depth, depth === 0 ? 'replace' : 'push')
  })
  writeEntry(current, chain.length, 'push')
}
