import { act, render } from '@testing-library/react'
import { App } from '../app.tsx'
import type { Locale } from '../i18n/catalogue.ts'
import { navigate } from '../router/hash-location.ts'

/** Starts the whole app at a hash path, optionally signed in (a token in localStorage). */
export function renderApp(path: string, { token, locale = 'en' }: { token?: string; locale?: Locale } = {}) {
  if (token) localStorage.setItem('token', token)
  window.location.hash = `#${path}`
  return render(<App locale={locale} />)
}

export function go(path: string): void {
  act(() => navigate(path))
}

export function currentHash(): string {
  return window.location.hash
}
