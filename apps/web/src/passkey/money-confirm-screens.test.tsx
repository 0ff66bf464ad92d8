import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, ok } from '../test/fake-server.ts'
import { type } from '../test/fields.ts'
import { renderApp } from '../test/render-app.tsx'

// Issue 28: a money screen (here /changeloginpass) asks for the passkey before sending when this phone knows
// the account has one; the password is the fallback; Cancel keeps the form. The browser's prompt is replaced.
const confirmWithPasskey = vi.hoisted(() => vi.fn())
vi.mock('./ceremonies.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./ceremonies.ts')>()),
  confirmWithPasskey,
}))

vi.setConfig({ testTimeout: 20_000 })

async function fillPasswordChange() {
  await screen.findByLabelText('Old password', {}, { timeout: 10_000 })
  type('Old password', 'demo1234')
  type('New password', 'new.pass1')
  type('Confirm new password', 'new.pass1')
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

describe('money confirmation on a screen', () => {
  beforeEach(() => {
    confirmWithPasskey.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends with the passkey confirmation when the phone knows of a passkey', async () => {
    localStorage.setItem('passkey', '1')
    confirmWithPasskey.mockResolvedValue({ required: true, token: 'ct-1' })
    const fetch = fakeServer({ 'user/reset_login_pass': ok(null) })
    renderApp('/changeloginpass', { token: 'tok' })
    await fillPasswordChange()
    await waitFor(() => expect(fetch.requests.some((c) => c.path === 'user/reset_login_pass')).toBe(true))
    expect(confirmWithPasskey).toHaveBeenCalledWith('password')
    expect(fetch.requests.find((c) => c.path === 'user/reset_login_pass')?.body).toContain(
      'confirm_token=ct-1',
    )
  })

  it('says why the passkey failed, confirms by password instead, and Cancel keeps the form', async () => {
    localStorage.setItem('passkey', '1')
    const { PasskeyFailure } = await import('./ceremonies.ts')
    confirmWithPasskey.mockImplementation(async () => {
      throw new PasskeyFailure('cancelled')
    })
    const fetch = fakeServer({
      'user/confirm_password': ok({ confirm_token: 'ct-pw', expires_in: 120 }),
      'user/reset_login_pass': ok(null),
    })
    renderApp('/changeloginpass', { token: 'tok' })
    await fillPasswordChange()
    expect(await screen.findByText(/The fingerprint request was cancelled\./)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByText(/The fingerprint request was cancelled\./)).toBeNull())
    expect(screen.getByLabelText<HTMLInputElement>('New password').value).toBe('new.pass1')
    expect(fetch.requests).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Use my password instead' }))
    type('Password', 'demo1234')
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(fetch.requests.some((c) => c.path === 'user/reset_login_pass')).toBe(true))
    expect(fetch.requests.find((c) => c.path === 'user/reset_login_pass')?.body).toContain(
      'confirm_token=ct-pw',
    )
  })

  it('sends as before, with no confirmation, for a user without a passkey', async () => {
    const fetch = fakeServer({ 'user/reset_login_pass': ok(null) })
    renderApp('/changeloginpass', { token: 'tok' })
    await fillPasswordChange()
    await waitFor(() => expect(fetch.requests).toHaveLength(1))
    expect(confirmWithPasskey).not.toHaveBeenCalled()
    expect(fetch.requests[0]?.body).toBe('old_pass=demo1234&new_pass=new.pass1&comfirm_pass=new.pass1')
  })

  it('binds a bank with the passkey confirmation, and without one for a user without a passkey', async () => {
    localStorage.setItem('passkey', '1')
    localStorage.setItem('name', 'Demo User')
    confirmWithPasskey.mockResolvedValue({ required: true, token: 'ct-b' })
    const fetch = fakeServer({ 'bank/create': { status: 1, info: 'Bank account bound' } })
    renderApp('/bind_card', { token: 'tok' })
    await screen.findByLabelText('Account number', {}, { timeout: 10_000 })
    type('Account number', '00000000990000')
    type('IFSC code', 'demo0000001')
    type('Bank name', 'Demo Bank')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(fetch.requests.some((c) => c.path === 'bank/create')).toBe(true))
    expect(confirmWithPasskey).toHaveBeenCalledWith('bank')
    expect(fetch.requests.find((c) => c.path === 'bank/create')?.body).toBe(
      'bank_account=00000000990000&account_holder=Demo+User&ifsc=DEMO0000001&bank_name=Demo+Bank&confirm_token=ct-b',
    )
  })
})
