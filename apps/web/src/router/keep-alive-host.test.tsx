import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Router, useLocation, useSearch } from 'wouter'
import { navigate, useHashQueryLocation } from './hash-location.ts'
import { KeepAliveHost } from './keep-alive-host.tsx'
import { useRouteActive } from './route-active.ts'
import type { RouteEntry } from './route-entry.ts'

function Counter() {
  const [count, setCount] = useState(0)
  const search = useSearch()
  const active = useRouteActive()
  return (
    <div>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        count {count}
      </button>
      <p>query {search}</p>
      <p>{active ? 'active' : 'paused'}</p>
    </div>
  )
}

const kept: RouteEntry = { path: '/channel', keepAlive: true, load: async () => Counter }
const other: RouteEntry = { path: '/home', load: async () => Counter }
const table = [kept, other]

function Harness() {
  const [path] = useLocation()
  return <KeepAliveHost active={table.find((route) => route.path === path) ?? null} />
}

function start(path: string) {
  window.location.hash = `#${path}`
  return render(
    <Router hook={useHashQueryLocation}>
      <Harness />
    </Router>,
  )
}

const go = (path: string) => act(() => navigate(path))

describe('KeepAliveHost', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the state of a kept-alive screen while another route is shown', async () => {
    const view = start('/channel?tab=2')
    fireEvent.click(await screen.findByRole('button', { name: 'count 0' }))
    fireEvent.click(screen.getByRole('button', { name: 'count 1' }))

    go('/home?x=1')
    const pane = view.container.querySelector('[data-keep-alive="/channel"]')
    await waitFor(() => expect(pane?.hasAttribute('hidden')).toBe(true))
    // Hidden, it still sees its own query and knows it is paused.
    expect(pane?.textContent).toContain('query tab=2')
    expect(pane?.textContent).toContain('paused')
    // The hidden screen is out of the accessibility tree.
    expect(screen.queryByRole('button', { name: 'count 2' })).toBeNull()

    go('/channel?tab=2')
    expect(await screen.findByRole('button', { name: 'count 2' })).toBeTruthy()
    expect(pane?.textContent).toContain('active')
    expect(view.container.querySelectorAll('[data-keep-alive]')).toHaveLength(1)
  })

  it('does not keep routes without the flag', async () => {
    const view = start('/home')
    await waitFor(() => expect(view.container.querySelector('[data-keep-alive]')).toBeNull())
  })

  it('restores the scroll position of a kept-alive route on return', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    start('/channel')
    await screen.findByRole('button', { name: 'count 0' })
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640)
    act(() => window.dispatchEvent(new Event('scroll')))
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0)

    go('/home')
    // Scrolling elsewhere must not overwrite the kept position.
    act(() => window.dispatchEvent(new Event('scroll')))
    expect(scrollTo).not.toHaveBeenCalledWith(0, 640)
    go('/channel')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640)
  })
})
