import type { APIRequestContext, CDPSession, Page } from '@playwright/test'
import { expectAccessible, expectNoSidewaysScroll } from '../support/checks.ts'
import { expect, test } from '../support/fixtures.ts'
import { registerFreshUser, signInAs } from '../support/fresh-user.ts'
import { fundedAccount, SimAccount } from '../support/resilience-api.ts'

// Issue 28: passkeys with Chromium's virtual authenticator (DevTools protocol): a phone with a fingerprint
// that always verifies the user. A fresh account each time (it gets a passkey for good), opened as
// `localhost`: WebAuthn has no relying party for a number address such as 127.0.0.1.

/** Adds a platform authenticator with user verification (the phone's fingerprint) to the page's browser. */
async function addFingerprint(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

/** The app of this worker's sim by its name. */
const byName = (baseURL: string | undefined) => (baseURL ?? '').replace('127.0.0.1', 'localhost')

/** Turns fingerprint sign-in on in /safe, right after the sign-in that typed the password. */
async function turnOn(page: Page, app: string) {
  await page.goto(`${app}#/safe`)
  await page.getByRole('button', { name: 'Turn on fingerprint sign-in' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Fingerprint sign-in is on for this phone.' }),
  ).toBeVisible()
  await expect(page.getByText(/^Added .+ on /)).toBeVisible()
  await expect(page.getByText('Not used yet')).toBeVisible()
}

/** The account on another phone: a session of its own, by the password (the page's ends at Sign out). */
async function anotherPhone(request: APIRequestContext, mob: string, password: string): Promise<SimAccount> {
  const response = await request.post('../api/user/login', {
    form: { mob, pass_word: password, finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as { data: { id: number; name: string; token: string; code: string } }
  return new SimAccount(request, body.data.token, { ...body.data, mob })
}

async function signOut(page: Page, app: string) {
  await page.goto(`${app}#/profile`)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/#\/login$/)
}

test.describe('passkeys', () => {
  test('turn on, sign out, sign in by fingerprint, and a withdrawal confirmed by it', async ({
    page,
    request,
    baseURL,
  }) => {
    const app = byName(baseURL)
    const account: SimAccount = await fundedAccount(page, request, 600)
    await account.bindBank()
    await addFingerprint(page)

    await turnOn(page, app)
    await expectAccessible(page)
    await expectNoSidewaysScroll(page)
    await signOut(page, app)

    await page.getByRole('button', { name: 'Sign in with fingerprint' }).click()
    await expect(page).toHaveURL(/#\/home$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy()

    // The withdrawal asks for the passkey before it is sent; the authenticator answers.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/payout/create')) sent.push(request.postData() ?? '')
    })
    await page.goto(`${app}#/payout`)
    await expect(page.getByText('Available', { exact: true }).locator('+ span')).toHaveText('₹600.00')
    await page.getByLabel('Amount (₹)').fill('100')
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: 'Submit' }).click()
    const result = page.getByRole('dialog', { name: 'Withdrawal submitted' })
    await expect(result).toBeVisible()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toContain('confirm_token=')
    await result.getByRole('button', { name: 'Done' }).click()
    // 600 − (100 + 10%) is left.
    await expect(page.getByText('Available', { exact: true }).locator('+ span')).toHaveText('₹490.00')
    const phone = await anotherPhone(request, account.session.mob, 'start.123')
    expect((await phone.wallet()).balance).toBe(49_000)
  })

  test('a cancelled prompt keeps the form, and a passkey removed elsewhere is refused with the message', async ({
    page,
    request,
    baseURL,
  }) => {
    const app = byName(baseURL)
    const user = await registerFreshUser(request, 'Demo Opal')
    const session = await signInAs(page, request, user.mob, user.password)
    expect(session.token).toBeTruthy()
    const { cdp, authenticatorId } = await addFingerprint(page)
    await turnOn(page, app)
    await signOut(page, app)

    // The fingerprint does not match (the user gives up): said plainly, what was typed stays.
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: false })
    await page.getByLabel('User ID').fill('9800000000')
    await page.getByLabel('Password').fill('typed.1')
    await page.getByRole('button', { name: 'Sign in with fingerprint' }).click()
    await expect(page.getByRole('alert')).toContainText('The fingerprint request was cancelled.')
    await expect(page.getByLabel('Password')).toHaveValue('typed.1')
    await expect(page.getByLabel('User ID')).toHaveValue('9800000000')
    await expect(page).toHaveURL(/#\/login$/)

    // Removed on another phone: the password confirms the removal there.
    const other = await anotherPhone(request, user.mob, user.password)
    const confirmed = await other.postOk<{ confirm_token: string }>('user/confirm_password', {
      pass_word: user.password,
      action: 'passkey',
    })
    const list = await other.get<{ id: string }[]>('user/passkeys')
    await other.postOk('user/passkey/remove', {
      id: list[0]?.id ?? '',
      confirm_token: confirmed.data?.confirm_token ?? '',
    })
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: true })
    await page.getByRole('button', { name: 'Sign in with fingerprint' }).click()
    await expect(page.getByRole('alert')).toContainText('no longer on your account')
    await expect(page.getByLabel('Password')).toHaveValue('typed.1')
    await expect(page).toHaveURL(/#\/login$/)
  })
})
