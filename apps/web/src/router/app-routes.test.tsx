import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { saveLogin } from '../api/storage.ts'
import { currentHash, go, renderApp } from '../test/render-app.tsx'

describe('app routing (spec §2)', () => {
  it('redirects the root to /login and shows the login form', async () => {
    renderApp('/')
    expect(await screen.findByLabelText('User ID')).toBeTruthy()
    expect(currentHash()).toBe('#/login')
  })

  it('sends a visitor with no token from a guarded route to /login', async () => {
    renderApp('/profile')
    await screen.findByLabelText('Password')
    expect(currentHash()).toBe('#/login')
  })

  it('lets a visitor with no token open /download, /forgotpass and /signin', async () => {
    for (const path of ['/download', '/forgotpass', '/signin']) {
      const view = renderApp(path)
      await screen.findByRole('heading', { name: 'Not built yet' })
      expect(currentHash()).toBe(`#${path}`)
      view.unmount()
    }
  })

  it('sends a token holder from /login and /signin to /home', async () => {
    for (const path of ['/login', '/signin']) {
      const view = renderApp(path, { token: 'abc' })
      await waitFor(() => expect(currentHash()).toBe('#/home'))
      view.unmount()
    }
  })

  it('moves to /home as soon as a token is stored on /login', async () => {
    renderApp('/login')
    await screen.findByLabelText('User ID')
    act(() => saveLogin({ id: 7, name: 'Asha', token: 't1', code: 'C7' }, '9876543210'))
    await waitFor(() => expect(currentHash()).toBe('#/home'))
  })

  it('shows the tab bar on the four tab routes only', async () => {
    renderApp('/home', { token: 'abc' })
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(nav.textContent).toBe('⌂Home▦Goods◎Find◉Account')
    expect(screen.getByRole('link', { name: /Home/ }).getAttribute('aria-current')).toBe('page')
    go('/deposit')
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull())
    go('/profile')
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
  })

  it('keeps a kept-alive route mounted but hidden when left, and drops it on sign out', async () => {
    const view = renderApp('/channel', { token: 'abc' })
    await screen.findByRole('heading', { name: 'Not built yet' })
    go('/home')
    await waitFor(() =>
      expect(view.container.querySelector('[data-keep-alive="/channel"]')?.hasAttribute('hidden')).toBe(true),
    )
    go('/channel')
    await waitFor(() =>
      expect(view.container.querySelector('[data-keep-alive="/channel"]')?.hasAttribute('hidden')).toBe(
        false,
      ),
    )
    act(() => localStorage.removeItem('token'))
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })))
    await waitFor(() => expect(currentHash()).toBe('#/login'))
    expect(view.container.querySelector('[data-keep-alive]')).toBeNull()
  })

  it('matches a route whose query sits inside the hash', async () => {
    renderApp('/kyc?from=profile', { token: 'abc' })
    expect(await screen.findByText('The screen for /kyc is still being built.')).toBeTruthy()
  })
})
