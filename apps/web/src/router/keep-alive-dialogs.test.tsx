import { BottomSheet } from '@mandi/ui-kit'
import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Router, useLocation } from 'wouter'
import { navigate, useHashQueryLocation } from './hash-location.ts'
import { KeepAliveHost } from './keep-alive-host.tsx'
import type { RouteEntry } from './route-entry.ts'

/** A kept-alive screen whose sheet is open (it portals to document.body, outside the hidden pane). */
function SheetScreen() {
  return (
    <BottomSheet open title="Buy BTC/USDT" onClose={() => {}}>
      <p>sheet body</p>
    </BottomSheet>
  )
}

const kept: RouteEntry = { path: '/kline', keepAlive: true, load: async () => SheetScreen }
const other: RouteEntry = { path: '/home', load: async () => () => null }

function Harness() {
  const [path] = useLocation()
  return <KeepAliveHost active={[kept, other].find((route) => route.path === path) ?? null} />
}

describe('a kept-alive screen dialogs', () => {
  it('are not drawn over another screen, and show again on return (the screen kept its state)', async () => {
    window.location.hash = '#/kline'
    render(
      <Router hook={useHashQueryLocation}>
        <Harness />
      </Router>,
    )
    expect(await screen.findByRole('dialog', { name: 'Buy BTC/USDT' })).toBeTruthy()
    act(() => navigate('/home'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    act(() => navigate('/kline'))
    expect(await screen.findByRole('dialog', { name: 'Buy BTC/USDT' })).toBeTruthy()
  })
})
