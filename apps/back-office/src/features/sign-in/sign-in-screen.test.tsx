import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/i18n.tsx'
import { SessionProvider, useSession } from '../../session/session-context.tsx'
import { supportOperator } from '../../test/fixtures.ts'
import { renderView } from '../../test/render-view.tsx'
import { SignInScreen } from './sign-in-screen.tsx'

type Answer = { status: number; body: unknown }

/** A fetch that answers each call in turn and records what was asked. */
function answering(...answers: Answer[]) {
  const calls: { url: string; body: unknown }[] = []
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const next = answers.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(next.body), { status: next.status })
  })
  vi.stubGlobal('fetch', fetchStub)
  return calls
}

function Who() {
  const { session } = useSession()
  return <p>{session ? `signed in as ${session.operator.login}` : 'signed out'}</p>
}

function renderSignIn() {
  return renderView(
    <I18nProvider>
      <SessionProvider>
        <SignInScreen />
        <Who />
      </SessionProvider>
    </I18nProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the sign-in', () => {
  it('takes the password, then the one-time code, and begins the session', async () => {
    const calls = answering(
      { status: 200, body: { challenge: 'c1', expiresInSeconds: 300 } },
      { status: 200, body: { token: 't1', expiresAt: 99, operator: supportOperator } },
    )
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Login'), 'support.desk')
    await userEvent.type(screen.getByLabelText('Password'), 'support-demo-1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.type(await screen.findByLabelText('One-time code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('signed in as support.desk')).toBeTruthy()
    expect(calls.map((call) => call.body)).toEqual([
      { login: 'support.desk', password: 'support-demo-1' },
      { challenge: 'c1', code: '123456' },
    ])
    expect(JSON.parse(sessionStorage.getItem('mandi-ops-session') ?? '{}')).toMatchObject({ token: 't1' })
  })

  it('says a wrong password and the wait in words, and keeps what was typed', async () => {
    answering(
      { status: 400, body: { error: 'Wrong login or password', reason: 'credentials' } },
      { status: 429, body: { error: 'Too many', reason: 'wait', retryAfterSeconds: 2 } },
    )
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Login'), 'support.desk')
    await userEvent.type(screen.getByLabelText('Password'), 'nope')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong login or password.')
    expect((screen.getByLabelText('Login') as HTMLInputElement).value).toBe('support.desk')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('nope')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('Too many wrong attempts. Try again in 2 s.', { selector: '[role=alert]' }),
    ).toBeTruthy()
  })

  it('goes back to the password when the code was the last try', async () => {
    answering(
      { status: 200, body: { challenge: 'c1', expiresInSeconds: 300 } },
      { status: 400, body: { error: 'Wrong code', reason: 'wrong-code' } },
      { status: 400, body: { error: 'Wrong code. Enter your password again', reason: 'expired' } },
    )
    renderSignIn()
    await userEvent.type(screen.getByLabelText('Login'), 'support.desk')
    await userEvent.type(screen.getByLabelText('Password'), 'support-demo-1')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.type(await screen.findByLabelText('One-time code'), '000000')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. Check it and try again.')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByText('This sign-in has expired. Enter your password again.')
    expect(alert).toBeTruthy()
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('support-demo-1')
    expect(within(document.body).getByText('signed out')).toBeTruthy()
  })
})
