import 'fake-indexeddb/auto'
import { wireUserInfo } from '@mandi/api-client/test-support'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearLastKnown, loadLastKnown } from '../../api/last-known-store.ts'
import { fakeServer, networkError, ok } from '../../test/fake-server.ts'
import { renderApp, screenLoaded } from '../../test/render-app.tsx'

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const DEMO_USER = wireUserInfo({
  id: 1001,
  code: 'MND4821',
  balance: '5432.10',
  salary: '0',
  integral: '0',
  kyc_status: 2,
  verified: 1,
})

function signedInAs(id: string) {
  localStorage.setItem('id', id)
}

/** fetch rejects, as it does with no connection (the api-client's NetworkError). */
function unreachable() {
  fakeServer({}, { fallback: networkError() })
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** Opens /profile with the server answering, so the asset card is kept, then leaves it. */
async function visitProfileOnline(id: string) {
  signedInAs(id)
  fakeServer({ 'user/info': ok(DEMO_USER) })
  const app = renderApp('/profile', { token: `tok-${id}` })
  await screen.findByText('Demo User')
  // The answer is written to IndexedDB as it shows.
  await waitFor(async () =>
    expect(await loadLastKnown(id, 'user/info', (data): data is unknown => true, Date.now())).not.toBeNull(),
  )
  app.unmount()
  vi.unstubAllGlobals()
}

describe('/profile offline (last-known asset card)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals()
    await clearLastKnown()
  })

  it('shows the kept card with the banner when the server is out of reach, with Retry', async () => {
    await visitProfileOnline('1001')
    unreachable()
    signedInAs('1001')
    renderApp('/profile', { token: 'tok-1001' })
    expect(await screen.findByText('Demo User')).toBeTruthy()
    expect(screen.getByText(/^Could not reach Mandi, showing data as of /)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    // Online: Deposit and Withdraw stay links.
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('#/deposit')
  })

  it('offline, says so and turns Deposit and Withdraw off, saying why; back online, it refreshes by itself', async () => {
    await visitProfileOnline('1001')
    unreachable()
    signedInAs('1001')
    const app = renderApp('/profile', { token: 'tok-1001' })
    await screenLoaded(app.container)
    setOnline(false)
    expect(await screen.findByText(/^Offline, as of /)).toBeTruthy()
    for (const name of ['Deposit', 'Withdraw']) {
      const button = screen.getByRole<HTMLButtonElement>('button', { name })
      expect(button.disabled).toBe(true)
      const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '')
      expect(reason?.textContent).toBe('You are offline. Connect to add or withdraw money.')
    }
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull()

    fakeServer({ 'user/info': ok({ ...DEMO_USER, name: 'Demo U.' }) })
    setOnline(true)
    expect(await screen.findByText('Demo U.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/as of /)).toBeNull())
    expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy()
  })

  it('never shows one user the card kept for another on the same phone', async () => {
    await visitProfileOnline('1001')
    unreachable()
    // Another account signs in here (the first one's session did not end through the app).
    signedInAs('2002')
    renderApp('/profile', { token: 'tok-2002' })
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(screen.queryByText('Demo User')).toBeNull()
    expect(screen.queryByText(/as of /)).toBeNull()
  })
})
