import type { APIRequestContext, Page } from '@playwright/test'

/** The demo account's invite code (apps/api-sim seed) and the sim's OTP. */
const INVITE_CODE = '100001'
const SIM_OTP = '123456'

export interface FreshUser {
  readonly mob: string
  readonly password: string
  readonly name: string
}

export interface FreshUserOptions {
  /** The invite code typed at registration (default: the demo account's, 100001). */
  readonly inviteCode?: string
}

/**
 * Registers a new account through the API (sms_otp, user/register with the demo invite code, or another) so that a
 * journey that changes an account for good (bind its bank, change its password) never touches the shared
 * demo accounts, and runs again on the second viewport project and on a re-run.
 */
export async function registerFreshUser(
  request: APIRequestContext,
  name = 'Demo Juniper',
  options: FreshUserOptions = {},
): Promise<FreshUser> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8)
  const user = { mob: `97${unique}`, password: 'start.123', name }
  await request.post('../api/sms_otp', { form: { mob: user.mob, key: '' } })
  const response = await request.post('../api/user/register', {
    form: {
      email: `e2e${unique}@mandi.example`,
      name: user.name,
      mob: user.mob,
      pass_word: user.password,
      finger_reg: '',
      invite_code: options.inviteCode ?? INVITE_CODE,
      ver_code: SIM_OTP,
    },
  })
  const body = (await response.json()) as { status: number; info?: string }
  if (body.status !== 1) throw new Error(`Registration failed: ${body.info ?? response.status()}`)
  return user
}

/** Signs a user in through the API and seeds the app's storage keys before the first document, like signedInPage. */
export async function signInAs(page: Page, request: APIRequestContext, mob: string, password: string) {
  const response = await request.post('../api/user/login', {
    form: { mob, pass_word: password, finger_login: '', token: '', tp: '1' },
  })
  const body = (await response.json()) as {
    status: number
    info?: string
    data?: { id: number; name: string; token: string; code: string }
  }
  if (body.status !== 1 || !body.data) throw new Error(`Sign-in failed: ${body.info ?? response.status()}`)
  const session = { ...body.data, mob }
  await storeSession(page, session)
  return session
}

/** A signed-in session as the app keeps it (apps/web/src/api/storage.ts). */
export interface StoredSession {
  readonly id: number
  readonly name: string
  readonly token: string
  readonly code: string
  readonly mob: string
}

/**
 * Writes the keys the app writes on sign-in, on the first document only, so a sign-out during the test is not
 * undone by the next navigation.
 */
export async function storeSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((stored) => {
    // Top document only: a framed page (a live-chat or /webview frame) gets no session.
    if (window !== window.top) return
    if (sessionStorage.getItem('e2e-seeded')) return
    sessionStorage.setItem('e2e-seeded', '1')
    localStorage.setItem('token', stored.token)
    localStorage.setItem('id', String(stored.id))
    localStorage.setItem('name', stored.name)
    localStorage.setItem('code', stored.code)
    localStorage.setItem('mob', stored.mob)
  }, session)
}
