import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, HELD } from '../../test/fake-server.ts'
import { field } from '../../test/fields.ts'
import { renderApp } from '../../test/render-app.tsx'

// Issue 17: nothing typed while a submit is in flight is silently dropped. The fields are read-only (not
// disabled) and the form aria-busy until the answer; then they are editable again with what they held.

// The first test pays for loading the lazy screen chunk (and /login's sign-in call) on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const formOf = (element: HTMLElement) => element.closest('form') as HTMLFormElement

describe('/login while signing in', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows ID and password read-only and the form busy; a refusal gives them back as typed', async () => {
    const api = fakeServer({ 'user/login': HELD })
    const user = userEvent.setup()
    renderApp('/login')
    await user.type(await screen.findByLabelText('User ID', {}, { timeout: 12_000 }), '9000000000')
    await user.type(field('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(api.pending('user/login')).toBe(1), { timeout: 12_000 })

    expect(formOf(field('Password')).getAttribute('aria-busy')).toBe('true')
    expect(field('User ID').readOnly).toBe(true)
    expect(field('Password').readOnly).toBe(true)
    expect(field('Password').disabled).toBe(false)
    await user.type(field('Password'), 'x')
    expect(field('Password').value).toBe('demo1234')

    api.release('user/login', { status: 0, info: 'Incorrect mobile number or password' })
    await waitFor(() => expect(field('Password').readOnly).toBe(false))
    expect(formOf(field('Password')).hasAttribute('aria-busy')).toBe(false)
    expect(field('User ID').value).toBe('9000000000')
    await user.type(field('Password'), '5')
    expect(field('Password').value).toBe('demo12345')
  })
})

describe('/signin step 2 while registering', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the SMS code read-only until the answer, then gives it back as typed', async () => {
    const api = fakeServer({
      check_email: { status: 1 },
      check_mob: { status: 1 },
      sms_otp: { status: 1, info: 'sent' },
      'user/register': HELD,
    })
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Name', {}, { timeout: 12_000 }), 'Demo User')
    await user.type(field('E-mail'), 'asha@example.in')
    await user.type(field('Password'), 'secret12')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(await screen.findByLabelText('Mobile number'), '9811122233')
    await user.type(field('Invite code'), '12345')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await user.type(await screen.findByLabelText('SMS code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(api.pending('user/register')).toBe(1))

    expect(field('SMS code').readOnly).toBe(true)
    expect(formOf(field('SMS code')).getAttribute('aria-busy')).toBe('true')
    await user.type(field('SMS code'), '{Backspace}{Backspace}')
    expect(field('SMS code').value).toBe('123456')

    api.release('user/register', { status: 0, info: 'Wrong verification code' })
    expect(await screen.findByText('Wrong verification code')).toBeTruthy()
    await waitFor(() => expect(field('SMS code').readOnly).toBe(false))
    expect(field('SMS code').value).toBe('123456')
  })

  it('is read-only while the e-mail is checked, so an edit then is not lost to the check', async () => {
    const api = fakeServer({ check_email: HELD })
    const user = userEvent.setup()
    renderApp('/signin')
    await user.type(await screen.findByLabelText('Name', {}, { timeout: 12_000 }), 'Demo User')
    await user.type(field('E-mail'), 'asha@example.in')
    await user.type(field('Password'), 'secret12')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(api.pending('check_email')).toBe(1))
    expect(field('E-mail').readOnly).toBe(true)
    api.release('check_email', { status: 0, info: 'This e-mail is already registered' })
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy()
    expect(field('E-mail').readOnly).toBe(false)
    expect(field('E-mail').value).toBe('asha@example.in')
  })
})

describe('/forgotpass while resetting', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the code and the new password read-only until the answer', async () => {
    const api = fakeServer({ otp: { status: 1, info: 'OTP sent' }, reset_pass: HELD })
    const user = userEvent.setup()
    renderApp('/forgotpass')
    await user.type(await screen.findByLabelText('Mobile number', {}, { timeout: 12_000 }), '9000000000')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await user.type(await screen.findByLabelText('SMS code'), '123456')
    await user.type(field('New password'), 'newpass1')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    await waitFor(() => expect(api.pending('reset_pass')).toBe(1))
    expect(field('SMS code').readOnly).toBe(true)
    expect(field('New password').readOnly).toBe(true)
    await user.type(field('New password'), '9')
    api.release('reset_pass', { status: 0, info: 'Wrong verification code' })
    await waitFor(() => expect(field('New password').readOnly).toBe(false))
    expect(field('New password').value).toBe('newpass1')
    expect(field('SMS code').value).toBe('123456')
  })
})
