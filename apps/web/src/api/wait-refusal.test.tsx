import { wireBankAccount } from '@mandi/api-client/test-support'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addCatalogue } from '../i18n/catalogue.ts'
import { hi } from '../i18n/hi-catalogue.ts'
import { createTranslator, type Translate } from '../i18n/i18n.tsx'
import { type FakeRoute, fakeServer, ok } from '../test/fake-server.ts'
import { renderApp } from '../test/render-app.tsx'

// Screens are lazy chunks; the first one of a file also loads the api-client.
vi.setConfig({ testTimeout: 20_000 })
addCatalogue('hi', hi)

/** The server's refusal after too many attempts (CONTRACT.md, "Waits after too many attempts"). */
const WAIT = {
  status: 0,
  info: 'Too many attempts. Please wait 2 minutes and try again.',
  data: { retry_after: 90 },
}

/** The first sign-in of a file loads the login flow's chunk too; on a busy machine that can pass 5 s. */
const SLOW = { timeout: 15_000 }

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** Each screen of issue 25's list, driven to its first limited call in the reader's language. */
const SCREENS: ReadonlyArray<{
  readonly route: string
  readonly token?: string
  readonly api: Record<string, FakeRoute>
  readonly act: (t: Translate) => Promise<void>
}> = [
  {
    route: '/login',
    api: { 'user/login': WAIT },
    act: async (t) => {
      await screen.findByLabelText(t('auth.login.userId'), {}, SLOW)
      type(t('auth.login.userId'), '9000000000')
      type(t('auth.login.password'), 'demo1234')
      fireEvent.click(screen.getByRole('button', { name: t('auth.login.submit') }))
    },
  },
  {
    route: '/signin',
    api: { check_email: WAIT },
    act: async (t) => {
      await screen.findByLabelText(t('auth.register.name'))
      type(t('auth.register.name'), 'Demo User')
      type(t('auth.register.email'), 'asha@example.in')
      type(t('auth.register.password'), 'secret12')
      fireEvent.click(screen.getByRole('button', { name: t('auth.register.next') }))
    },
  },
  {
    route: '/forgotpass',
    api: { otp: WAIT },
    act: async (t) => {
      await screen.findByLabelText(t('auth.forgot.mobile'))
      type(t('auth.forgot.mobile'), '9000000000')
      fireEvent.click(screen.getByRole('button', { name: t('auth.forgot.sendOtp') }))
    },
  },
  {
    route: '/changeloginpass',
    token: 'tok',
    api: { 'user/reset_login_pass': WAIT },
    act: async (t) => {
      await screen.findByLabelText(t('account.password.old'))
      type(t('account.password.old'), 'demo1234')
      type(t('account.password.new'), 'fresh456')
      type(t('account.password.confirm'), 'fresh456')
      fireEvent.click(screen.getByRole('button', { name: t('account.password.submit') }))
    },
  },
  {
    route: '/update_bank',
    token: 'tok',
    api: {
      'bank/list': ok([wireBankAccount({ id: 3, bank_account: '00000000019876' })]),
      'bank/otp': WAIT,
    },
    act: async (t) => {
      await screen.findByLabelText(t('wallet.bank.account'))
      fireEvent.click(screen.getByRole('button', { name: t('wallet.bank.sendOtp') }))
    },
  },
]

describe('a wait after too many attempts is said in the reader’s language, from retry_after', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each(SCREENS.map((s) => [s.route, s] as const))('%s (Hinglish)', async (_route, s) => {
    const t = createTranslator('hd')
    fakeServer(s.api)
    renderApp(s.route, { token: s.token, locale: 'hd' })
    await s.act(t)
    expect(
      await screen.findByText(
        'Bahut zyada koshishein ho gayin. 2 minute ruk kar phir koshish karein.',
        {},
        SLOW,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(WAIT.info)).toBeNull()
  })

  it.each([
    ['en', 'Too many attempts. Please wait 2 minutes and try again.'],
    ['hi', 'बहुत ज़्यादा कोशिशें हो गईं। 2 मिनट रुककर फिर से कोशिश करें।'],
  ] as const)('/login (%s)', async (locale, text) => {
    const screenOf = SCREENS[0]
    if (!screenOf) throw new Error('no /login case')
    fakeServer(screenOf.api)
    renderApp('/login', { locale })
    await screenOf.act(createTranslator(locale))
    expect(await screen.findByText(text, {}, SLOW)).toBeTruthy()
  })
})
