import { act, render, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { App } from '../app.tsx'
import type { Locale } from '../i18n/catalogue.ts'
import { navigate } from '../router/hash-location.ts'

const realFetch = globalThis.fetch

/**
 * Starts the whole app at a hash path, optionally signed in (a token in localStorage). Real screens call
 * the API on mount; unless a test stubs fetch itself, requests stay pending (and are aborted on unmount)
 * so no test reaches the network.
 */
export function renderApp(path: string, { token, locale = 'en' }: { token?: string; locale?: Locale } = {}) {
  if (token) localStorage.setItem('token', token)
  if (globalThis.fetch === realFetch) vi.stubGlobal('fetch', vi.fn(pendingFetch))
  window.location.hash = `#${path}`
  return render(<App locale={locale} />)
}

function pendingFetch(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })
}

/** Waits until the route's lazy screen chunk has loaded (no loading screen left). */
export async function screenLoaded(container: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(container.querySelector('main')?.childElementCount).toBeGreaterThan(0)
    expect(container.querySelector('[data-loading-screen]')).toBeNull()
  })
}

export function go(path: string): void {
  act(() => navigate(path))
}

export function currentHash(): string {
  return window.location.hash
}
