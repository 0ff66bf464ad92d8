import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, HELD, ok } from '../../test/fake-server.ts'
import { field } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// Issue 17: nothing typed while a submit is in flight is silently dropped. The fields are read-only (not
// disabled) and the form aria-busy until the answer; then they are editable again with what they held.

// The first test of a file also loads the lazy screen chunk (Effect, the api-client), slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement

describe('/changeloginpass while changing', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the three passwords read-only and the form busy; a refusal gives them back as typed', async () => {
    const api = fakeServer({ 'user/reset_login_pass': HELD })
    const user = userEvent.setup()
    renderApp('/changeloginpass', { token: 'tok' })
    await user.type(await screen.findByLabelText('Old password'), 'demo1234')
    await user.type(field('New password'), 'new.pass1')
    await user.type(field('Confirm new password'), 'new.pass1')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(api.pending('user/reset_login_pass')).toBe(1))

    expect(formOf(field('Old password')).getAttribute('aria-busy')).toBe('true')
    for (const label of ['Old password', 'New password', 'Confirm new password']) {
      expect(field(label).readOnly, label).toBe(true)
    }
    await user.type(field('Confirm new password'), '9')
    expect(field('Confirm new password').value).toBe('new.pass1')

    api.release('user/reset_login_pass', { status: 0, info: 'The old password is wrong' })
    expect(await screen.findByText('The old password is wrong')).toBeTruthy()
    expect(field('Old password').readOnly).toBe(false)
    expect(field('Old password').value).toBe('demo1234')
    expect(field('New password').value).toBe('new.pass1')
  })
})

describe('/verif while submitting', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows every field, the date of birth too, read-only until the answer, then as typed', async () => {
    const api = fakeServer({ 'user/verification_info': ok(null), 'user/verification': HELD })
    const user = userEvent.setup()
    renderApp('/verif', { token: 'tok' })
    await user.type(await screen.findByLabelText('PAN'), 'ABCDE1234F')
    await user.type(field('Full name'), 'Demo User')
    await user.type(field('Date of birth'), '15011990')
    await user.type(field('Address'), 'Demo Street 1')
    await user.type(field('PIN code'), '560001')
    await user.type(field('City'), 'Bengaluru')
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(api.pending('user/verification')).toBe(1))

    expect(formOf(field('PAN')).getAttribute('aria-busy')).toBe('true')
    for (const label of ['PAN', 'Full name', 'Date of birth', 'Address', 'PIN code', 'City']) {
      expect(field(label).readOnly, label).toBe(true)
    }
    // The date of birth is kept by the screen as typed: it must not take a keystroke the machine ignores.
    await user.type(field('Date of birth'), '{Backspace}')
    expect(field('Date of birth').value).toBe('15/01/1990')

    api.release('user/verification', { status: 0, info: 'PAN already used' })
    expect(await screen.findByText('PAN already used')).toBeTruthy()
    expect(field('City').readOnly).toBe(false)
    expect(field('Date of birth').value).toBe('15/01/1990')
    expect(field('City').value).toBe('Bengaluru')
  })
})
