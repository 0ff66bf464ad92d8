import { useSyncExternalStore } from 'react'

/**
 * Hash location for wouter that keeps the query INSIDE the hash: /app/#/bank_transfer?amount=600&code=7.
 * wouter's own `useHashLocation` puts the query before the hash (/app/?amount=600#/bank_transfer) and does
 * not match a route when a link carries `#/path?query`, which is how the original app's links look. Path
 * and search are read separately so a route matches on the path alone.
 */

const PREFIX = /^#?\/?/

function hashParts(): readonly [path: string, search: string] {
  const raw = window.location.hash.replace(PREFIX, '')
  const at = raw.indexOf('?')
  return at < 0 ? [`/${raw}`, ''] : [`/${raw.slice(0, at)}`, raw.slice(at + 1)]
}

const currentPath = () => hashParts()[0]
const currentSearch = () => hashParts()[1]

/** The current app location with its query, e.g. '/buy_product?id=3' (path and search of the hash). */
export function currentLocation(): string {
  const [path, search] = hashParts()
  return search ? `${path}?${search}` : path
}

/** The current app location as React state (re-renders on every in-app navigation and Back). */
export function useCurrentLocation(): string {
  return useSyncExternalStore(subscribe, currentLocation, () => '/')
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  window.addEventListener('popstate', onChange)
  return () => {
    window.removeEventListener('hashchange', onChange)
    window.removeEventListener('popstate', onChange)
  }
}

export interface NavigateOptions {
  readonly replace?: boolean
  readonly state?: unknown
}

/**
 * Every history entry the app writes carries its depth in the app's own history: 0 for the entry the app
 * was opened on, +1 per in-app push (a replace keeps the depth). A back control reads it to tell "there is
 * an in-app screen behind this one" (go back) from a cold start (go to the route's parent).
 */
interface StampedState {
  readonly mandiDepth: number
  readonly state: unknown
}

function isStamped(value: unknown): value is StampedState {
  return typeof value === 'object' && value !== null && typeof (value as StampedState).mandiDepth === 'number'
}

/** The depth of the current history entry in the app's own history (0 when opened there). */
export function historyDepth(): number {
  const state: unknown = window.history.state
  return isStamped(state) ? state.mandiDepth : 0
}

function urlOf(to: string): string {
  const url = new URL(window.location.href)
  url.hash = `/${to.replace(PREFIX, '')}`
  return url.href
}

/** Writes one history entry at an explicit depth (navigate's, and a back stack laid under a cold start). */
export function writeEntry(to: string, depth: number, mode: 'push' | 'replace', state: unknown = null): void {
  const stamped: StampedState = { mandiDepth: depth, state }
  window.history[mode === 'replace' ? 'replaceState' : 'pushState'](stamped, '', urlOf(to))
}

/** Navigates to an app path such as '/buy_product?id=3'. Usable outside React (the status 3 handler). */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const oldURL = window.location.href
  const newURL = urlOf(to)
  if (newURL === oldURL) return
  writeEntry(to, historyDepth() + (replace ? 0 : 1), replace ? 'replace' : 'push', state)
  // pushState does not fire hashchange; subscribers (every router) are told by hand.
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL }))
}

export function useHashQuerySearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '')
}

export function useHashQueryLocation(): [string, typeof navigate] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate]
}

// wouter reads these from the hook: Link hrefs become '#/path', and useSearch() reads the hash query.
useHashQueryLocation.hrefs = (href: string) => `#${href}`
useHashQueryLocation.searchHook = useHashQuerySearch
