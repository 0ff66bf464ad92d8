import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes, shellHeader } from '../routes.ts'
import { currentHash, go, renderApp } from '../test/render-app.tsx'
import { parentPath } from './back.ts'
import { historyDepth } from './hash-location.ts'

describe('way back from every screen (routes.ts parent, shell back bar)', () => {
  it('gives every signed-in non-tab route a parent, and the chain ends at a tab', () => {
    const auth = new Set(['/login', '/signin', '/reg', '/forgotpass'])
    for (const route of routes) {
      if (route.tab || auth.has(route.path)) continue
      let at: string | null = route.path
      const seen: string[] = []
      while (at !== null && !['/home', '/trde', '/find', '/profile'].includes(at.split('?')[0] ?? '')) {
        seen.push(at)
        expect(seen.length, `${route.path} climbs ${seen.join(' → ')}`).toBeLessThan(6)
        at = parentPath(at)
        expect(at, `parent of ${seen.at(-1)}`).not.toBeNull()
      }
    }
  })

  it('reads the query: /pro_detail product view belongs to the marketplace, the investment to /pro', () => {
    expect(parentPath('/pro_detail?id=3')).toBe('/pro')
    expect(parentPath('/pro_detail?id=3&view=product')).toBe('/trde')
    expect(parentPath('/detail?id=9')).toBe('/position?view=trades')
    expect(parentPath('/recods?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
    expect(parentPath('/recods')).toBe('/kline')
    const proDetail = routes.find((route) => route.path === '/pro_detail')
    expect(proDetail && shellHeader(proDetail, new URLSearchParams('id=3'))).toBe(true)
    expect(proDetail && shellHeader(proDetail, new URLSearchParams('id=3&view=product'))).toBe(false)
  })

  it('on a cold start, lays the parents under the screen, so Back (any back) walks up to a tab', async () => {
    window.history.replaceState(null, '', '#/')
    renderApp('/recods', { token: 'abc' })
    await screen.findByRole('button', { name: 'Back' })
    // /home → /kline → /recods: the opened entry became /home, /kline and /recods were pushed on it.
    expect(historyDepth()).toBe(2)
    expect(currentHash()).toBe('#/recods')
  })

  it('with no in-app history, Back replaces the screen by its parent', async () => {
    renderApp('/home', { token: 'abc' })
    // A typed URL mid-session: an entry the app did not write (depth 0).
    act(() => {
      window.history.pushState(null, '', '#/rw')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(currentHash()).toBe('#/ranking'))
  })

  it('after an in-app link, Back is the browser back (to where the user came from)', async () => {
    renderApp('/profile', { token: 'abc' })
    await screen.findByRole('navigation', { name: 'Main navigation' })
    go('/channel')
    expect(historyDepth()).toBeGreaterThan(0)
    const back = await screen.findByRole('button', { name: 'Back' })
    let wentBack = false
    const original = window.history.back.bind(window.history)
    window.history.back = () => {
      wentBack = true
    }
    fireEvent.click(back)
    window.history.back = original
    expect(wentBack).toBe(true)
  })

  it('draws no back bar on tab routes and none over screens with their own', async () => {
    renderApp('/home', { token: 'abc' })
    await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    const deposit = routes.find((route) => route.path === '/deposit')
    expect(deposit && shellHeader(deposit, new URLSearchParams())).toBe(false)
  })

  it('on /download, a signed-out visitor goes Back to /login', async () => {
    window.history.replaceState(null, '', '#/')
    renderApp('/download')
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(currentHash()).toBe('#/login'))
  })
})
