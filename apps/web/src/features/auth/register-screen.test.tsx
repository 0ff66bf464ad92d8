import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeServer, ok } from '../../test/fake-server.ts'
import { type } from '../../test/fields.ts'
import { currentHash, renderApp } from '../../test/render-app.tsx'

/** The registration calls, each answering ok unless the test says otherwise. */
const serve = (refusals: Readonly<Record<string, string>> = {}) =>
  fakeServer(
    Object.fromEntries(
      ['check_email', 'check_mob', 'sms_otp', 'user/register'].map((path) => {
        const refusal = refusals[path]
        return [path, refusal === undefined ? ok() : failure(0, refusal)]
      }),
    ),
  )

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

/** The form opens once the machine has read the stored token (the first button stops being busy). */
async function ready() {
  await screen.findByLabelText('Name', {}, { timeout: 12_000 })
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-busy')).toBeNull(),
  )
}

// The first test pays for loading the lazy screen chunk on a busy machine.
describe('/signin registration', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('walks the three steps with an invite code from the link, then goes to /login', async () => {
    const server = serve()
    renderApp('/reg?code=12345')
    await ready()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('name too short')).toBeTruthy()
    expect(screen.getByText('invalid email')).toBeTruthy()
    expect(screen.getByText('password too short')).toBeTruthy()
    expect(server.requests).toEqual([])

    type('Name', 'Demo User')
    type('E-mail', 'demo@example.in')
    type('Password', 'secret12')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByLabelText('Mobile number')).toBeTruthy()
    expect(input('Invite code').value).toBe('12345')

    type('Mobile number', '9000000000')
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await screen.findByLabelText('SMS code')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Resend in 60 s' }).hasAttribute('disabled')).toBe(true)

    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(screen.getByText('invalid otp')).toBeTruthy()
    type('SMS code', '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(currentHash()).toBe('#/login'))
    expect(server.requests.map((request) => request.path)).toEqual([
      'check_email',
      'check_mob',
      'sms_otp',
      'user/register',
    ])
    expect(new URLSearchParams(server.requests[3]?.body)).toEqual(
      new URLSearchParams(
        'email=demo%40example.in&name=Demo+User&mob=9000000000&pass_word=secret12&finger_reg=&invite_code=12345&ver_code=123456',
      ),
    )
  })

  it('starts with no invite code and shows a taken e-mail at the field', async () => {
    serve({ check_email: 'This e-mail is already registered' })
    renderApp('/signin')
    await ready()
    type('Name', 'Demo User')
    type('E-mail', 'demo@example.in')
    type('Password', 'secret12')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('This e-mail is already registered')).toBeTruthy()
    expect(input('E-mail').value).toBe('demo@example.in')
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toBe(
      '#/login',
    )
  })

  it('shows the server info in a popup when registration fails, keeping the code', async () => {
    serve({ 'user/register': 'Wrong verification code' })
    renderApp('/signin')
    await ready()
    type('Name', 'Demo User')
    type('E-mail', 'demo@example.in')
    type('Password', 'secret12')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByLabelText('Invite code')
    type('Invite code', '66666')
    type('Mobile number', '9000000000')
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }))
    await screen.findByLabelText('SMS code')
    type('SMS code', '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Wrong verification code')
    expect(input('SMS code').value).toBe('654321')
    expect(currentHash()).toBe('#/signin')
  })
})
