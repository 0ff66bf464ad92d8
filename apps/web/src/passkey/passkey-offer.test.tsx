import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../test/fake-server.ts'
import { renderApp } from '../test/render-app.tsx'

// Issue 28: the offer on /home after a password sign-in (login-flow.tsx marks it in storage).
const registerPasskey = vi.hoisted(() => vi.fn())
vi.mock('./ceremonies.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./ceremonies.ts')>()),
  registerPasskey,
}))

vi.setConfig({ testTimeout: 20_000 })

describe('the offer to turn fingerprint sign-in on', () => {
  beforeEach(() => {
    registerPasskey.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is not shown without the mark of a password sign-in', async () => {
    fakeServer({})
    renderApp('/home', { token: 'tok' })
    await screen.findAllByRole('heading', {}, { timeout: 10_000 })
    expect(screen.queryByText('Sign in with your fingerprint?')).toBeNull()
  })

  it('Not now tells the server and is not shown again', async () => {
    localStorage.setItem('passkey_offer', '1')
    const fetch = fakeServer({ 'user/passkey/offer_dismiss': ok(null) })
    renderApp('/home', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }, { timeout: 10_000 }))
    await waitFor(() =>
      expect(fetch.requests.some((c) => c.path === 'user/passkey/offer_dismiss')).toBe(true),
    )
    expect(screen.queryByText('Sign in with your fingerprint?')).toBeNull()
    expect(localStorage.getItem('passkey_offer')).toBeNull()
  })

  it('turns it on, or keeps the offer with the reason when the prompt is cancelled', async () => {
    const { PasskeyFailure } = await import('./ceremonies.ts')
    registerPasskey.mockRejectedValueOnce(new PasskeyFailure('cancelled')).mockResolvedValueOnce({})
    localStorage.setItem('passkey_offer', '1')
    fakeServer({})
    renderApp('/home', { token: 'tok' })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn on fingerprint sign-in' }, { timeout: 10_000 }),
    )
    expect(await screen.findByText('The fingerprint request was cancelled.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Turn on fingerprint sign-in' }))
    expect(await screen.findByText('Fingerprint sign-in is on.')).toBeTruthy()
    expect(screen.queryByText('Sign in with your fingerprint?')).toBeNull()
    expect(localStorage.getItem('passkey_offer')).toBeNull()
  })
})
