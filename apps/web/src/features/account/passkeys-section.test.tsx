import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { type } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// Issue 28: /safe's passkeys. The browser's prompts (ceremonies) are replaced; the e2e spec passkeys.spec.ts
// drives a real (virtual) authenticator.
const registerPasskey = vi.hoisted(() => vi.fn())
const confirmWithPasskey = vi.hoisted(() => vi.fn())
vi.mock('../../passkey/support.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../passkey/support.ts')>()),
  platformAuthenticatorAvailable: async () => true,
}))
vi.mock('../../passkey/ceremonies.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../passkey/ceremonies.ts')>()),
  registerPasskey,
  confirmWithPasskey,
}))

vi.setConfig({ testTimeout: 20_000 })

const wire = (id: string, name: string, lastUsed: string | null) => ({
  id,
  name,
  device: 'Chrome on Android',
  host: 'localhost',
  created_at: '2026-11-20 10:15:00',
  last_used_at: lastUsed,
  last_used_device: lastUsed ? 'Chrome on Android' : null,
})

describe('/safe passkeys', () => {
  beforeEach(() => {
    registerPasskey.mockReset()
    confirmWithPasskey.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('lists each passkey with where and when it was made and last used, and renames one', async () => {
    let name = 'Chrome on Android'
    const fetch = fakeServer({
      'user/passkeys': () =>
        ok([wire('pk-1', name, '2026-11-24 19:45:17'), wire('pk-2', 'Demo tablet', null)]),
      'user/passkey/rename': ({ body }) => {
        name = new URLSearchParams(body).get('name') ?? ''
        return ok(wire('pk-1', name, null))
      },
    })
    renderApp('/safe', { token: 'tok' })
    expect(await screen.findByText('Demo tablet', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getAllByText(/^Added .* on Chrome on Android$/)).toHaveLength(2)
    expect(screen.getByText(/^Last used .* on Chrome on Android$/)).toBeTruthy()
    expect(screen.getByText('Not used yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Rename: Chrome on Android' }))
    type('Name of the passkey', '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('A name has 1 to 40 characters.')).toBeTruthy()
    type('Name of the passkey', 'Work phone')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Work phone')).toBeTruthy()
    expect(fetch.requests.find((c) => c.path === 'user/passkey/rename')?.body).toBe('id=pk-1&name=Work+phone')
  })

  it('turns fingerprint sign-in on, asking for the password first when the server does', async () => {
    const { PasswordNeeded } = await import('../../passkey/ceremonies.ts')
    registerPasskey
      .mockRejectedValueOnce(new PasswordNeeded())
      .mockResolvedValueOnce(wire('pk-1', 'Phone', null))
    let listed: unknown[] = []
    const fetch = fakeServer({
      'user/passkeys': () => ok(listed),
      'user/confirm_password': () => {
        listed = [wire('pk-1', 'Phone', null)]
        return ok({ confirm_token: 'ct', expires_in: 120 })
      },
    })
    renderApp('/safe', { token: 'tok' })
    fireEvent.click(
      await screen.findByRole('button', { name: 'Turn on fingerprint sign-in' }, { timeout: 10_000 }),
    )
    await screen.findByLabelText('Password')
    type('Password', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Phone')).toBeTruthy()
    expect(registerPasskey).toHaveBeenCalledTimes(2)
    expect(fetch.requests.find((c) => c.path === 'user/confirm_password')?.body).toBe(
      'pass_word=demo1234&action=passkey',
    )
    // Money calls on this phone now ask for the passkey first.
    await waitFor(() => expect(localStorage.getItem('passkey')).toBe('1'))
  })

  it('removes a passkey once the passkey confirms it, with its token', async () => {
    confirmWithPasskey.mockResolvedValue({ required: true, token: 'ct-9' })
    let listed = [wire('pk-1', 'Old phone', null)]
    const fetch = fakeServer({
      'user/passkeys': () => ok(listed),
      'user/passkey/remove': () => {
        listed = []
        return ok(null)
      },
    })
    renderApp('/safe', { token: 'tok' })
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Old phone' }, { timeout: 10_000 }))
    expect(await screen.findByText('Fingerprint sign-in is off. No passkeys yet.')).toBeTruthy()
    expect(confirmWithPasskey).toHaveBeenCalledWith('passkey')
    expect(fetch.requests.find((c) => c.path === 'user/passkey/remove')?.body).toBe(
      'id=pk-1&confirm_token=ct-9',
    )
    await waitFor(() => expect(localStorage.getItem('passkey')).toBeNull())
  })
})
