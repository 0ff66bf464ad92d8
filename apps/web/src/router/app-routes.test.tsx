import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { saveLogin } from '../api/storage.ts'
import { currentHash, go, renderApp, screenLoaded } from '../test/render-app.tsx'

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
      await screenLoaded(view.container)
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

  it("sends a token holder from the root (the installed app's start address) on through /login to /home", async () => {
    renderApp('/', { token: 'abc' })
    await waitFor(() => expect(currentHash()).toBe('#/home'))
  })

  it('moves to /home as soon as a token is stored on /login', async () => {
    renderApp('/login')
    await screen.findByLabelText('User ID')
    act(() => saveLogin({ id: 7, name: 'Demo', token: 't1', code: 'C7' }, '9000000000'))
    await waitFor(() => expect(currentHash()).toBe('#/home'))
  })

  it('shows the tab bar on the four tab routes only', async () => {
    renderApp('/home', { token: 'abc' })
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    const links = [...nav.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '#/home'],
      ['Goods', '#/trde'],
      ['Find', '#/find'],
      ['Account', '#/profile'],
    ])
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    fireEvent.click(screen.getByRole('link', { name: 'Goods' }))
    await waitFor(() => expect(currentHash()).toBe('#/trde'))
    go('/deposit')
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull())
    go('/profile')
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeTruthy()
  })

  it('keeps a kept-alive route mounted but hidden when left, and drops it on sign out', async () => {
    const view = renderApp('/channel', { token: 'abc' })
    await screenLoaded(view.container)
    expect(view.container.querySelector('[data-keep-alive="/channel"]')?.hasAttribute('hidden')).toBe(false)
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
    const view = renderApp('/download?code=77777')
    await screenLoaded(view.container)
    expect(currentHash()).toBe('#/download?code=77777')
  })
})
