import { wireLoginResult } from '@mandi/api-client/test-support'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../../test/fake-server.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

// Issue 28: /login's "Sign in with fingerprint". The browser's side (support, ceremonies) is replaced here;
// the e2e spec passkeys.spec.ts drives a real (virtual) authenticator.
const phone = vi.hoisted(() => ({ platform: true, autofill: false, asked: 0 }))
const signInWithPasskey = vi.hoisted(() => vi.fn())
vi.mock('../../passkey/support.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../passkey/support.ts')>()),
  platformAuthenticatorAvailable: async () => {
    phone.asked++
    return phone.platform
  },
  passkeyAutofillAvailable: async () => phone.autofill,
}))
vi.mock('../../passkey/ceremonies.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../passkey/ceremonies.ts')>()),
  signInWithPasskey,
}))

vi.setConfig({ testTimeout: 20_000 })

describe('/login with a fingerprint', () => {
  beforeEach(() => {
    phone.platform = true
    phone.autofill = false
    phone.asked = 0
    signInWithPasskey.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('offers no fingerprint button on a phone without a platform authenticator', async () => {
    phone.platform = false
    renderApp('/login')
    await screen.findByRole('button', { name: 'Sign in' })
    await expect.poll(() => phone.asked).toBe(1)
    await act(async () => undefined)
    expect(screen.queryByRole('button', { name: 'Sign in with fingerprint' })).toBeNull()
  })

  it('signs in with the passkey, keeps the mobile number kept before, and goes to /home', async () => {
    localStorage.setItem('mob', '9000000000')
    signInWithPasskey.mockResolvedValue({ id: 7, name: 'Demo', token: 'tok-7', code: 'D7', passkeys: 1 })
    renderApp('/login')
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with fingerprint' }))
    await waitFor(() => expect(currentHash()).toBe('#/home'))
    expect(signInWithPasskey).toHaveBeenCalledWith(false, expect.anything())
    expect(localStorage.getItem('token')).toBe('tok-7')
    expect(localStorage.getItem('mob')).toBe('9000000000')
    // A withdrawal on this phone now asks for the passkey first.
    expect(localStorage.getItem('passkey')).toBe('1')
  })

  it('says plainly why a prompt failed and keeps what was typed', async () => {
    const { PasskeyFailure } = await import('../../passkey/ceremonies.ts')
    signInWithPasskey.mockRejectedValueOnce(new PasskeyFailure('cancelled'))
    signInWithPasskey.mockRejectedValueOnce(new PasskeyFailure('unknownPasskey'))
    renderApp('/login')
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: '9000000000' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'half12' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with fingerprint' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The fingerprint request was cancelled.')
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('half12')
    expect(screen.getByLabelText<HTMLInputElement>('User ID').value).toBe('9000000000')
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with fingerprint' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('no longer on your account'))
    expect(currentHash()).toBe('#/login')
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('asks for the passkeys of the autofill, once the User ID is focused, where the browser offers them', async () => {
    phone.autofill = true
    signInWithPasskey.mockResolvedValue({ id: 8, name: 'Demo', token: 'tok-8', code: 'D8', passkeys: 1 })
    renderApp('/login')
    const id = await screen.findByLabelText('User ID')
    // Nothing loads for the autofill until the field is focused (/login's first load stays small).
    await expect.poll(() => phone.asked).toBe(1)
    expect(signInWithPasskey).not.toHaveBeenCalled()
    fireEvent.focus(id)
    await waitFor(() => expect(currentHash()).toBe('#/home'))
    expect(signInWithPasskey).toHaveBeenCalledWith(true, expect.anything())
    expect(screen.queryByText('tok-8')).toBeNull()
  })

  it('marks the offer after a password sign-in the server offers it for, on a phone that can', async () => {
    fakeServer(
      {},
      {
        fallback: ok(
          wireLoginResult({ id: 1, name: 'Demo', token: 'tok-1', code: 'D1', passkeys: 0, passkey_offer: 1 }),
        ),
      },
    )
    renderApp('/login')
    fireEvent.change(await screen.findByLabelText('User ID'), { target: { value: '9000000000' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(currentHash()).toBe('#/home'))
    expect(localStorage.getItem('passkey_offer')).toBe('1')
    expect(localStorage.getItem('passkey')).toBeNull()
  })
})
