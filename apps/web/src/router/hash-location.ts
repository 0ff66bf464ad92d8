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

/** Navigates to an app path such as '/buy_product?id=3'. Usable outside React (the status 3 handler). */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}): void {
  const oldURL = window.location.href
  const url = new URL(oldURL)
  url.hash = `/${to.replace(PREFIX, '')}`
  if (url.href === oldURL) return
  window.history[replace ? 'replaceState' : 'pushState'](state, '', url.href)
  // pushState does not fire hashchange; subscribers (every router) are told by hand.
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }))
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
