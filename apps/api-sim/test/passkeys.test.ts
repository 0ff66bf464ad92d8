import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import {
  assert,
  type CreationOptions,
  createPasskey,
  type RequestOptions,
  type SoftPasskey,
} from './soft-authenticator.ts'
import { key, startTestSim } from './support.ts'

interface Envelope {
  status: number
  info: string
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the wire JSON as it comes
  data?: any
}

/**
 * Passkeys (issue 28), driven by a software authenticator. The app is opened as http://localhost:PORT: the RP
 * ID follows that host (a number address has none), and the expected origin is the request's own.
 */
describe('passkeys: registration, sign-in, confirmation of money calls', () => {
  let sim: RunningSim
  let origin: string
  let mobs = 0
  beforeAll(async () => {
    sim = await startTestSim()
    origin = sim.url.replace('127.0.0.1', 'localhost')
  })
  afterAll(() => sim.close())

  async function call(
    path: string,
    body: Record<string, unknown> = {},
    options: { token?: string; method?: 'GET' | 'POST'; base?: string; idempotencyKey?: string } = {},
  ): Promise<Envelope> {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (options.token) headers.token = options.token
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey
    const method = options.method ?? 'POST'
    const query = method === 'GET' ? `?${new URLSearchParams(body as Record<string, string>)}` : ''
    const response = await fetch(`${options.base ?? origin}/api/${path}${query}`, {
      method,
      headers,
      body: method === 'POST' ? JSON.stringify(body) : undefined,
    })
    return (await response.json()) as Envelope
  }

  /** A new account with a balance and a bound bank, signed in with its password. */
  async function newUser(): Promise<{ mob: string; token: string; id: number; login: Envelope }> {
    const mob = `97000${String(++mobs).padStart(5, '0')}`
    expect((await call('sms_otp', { mob })).status).toBe(1)
    const registered = await call('user/register', {
      email: `${mob}@mandi.example`,
      name: 'Passkey Test',
      mob,
      pass_word: 'secret12',
      finger_reg: '',
      invite_code: '66666',
      ver_code: '123456',
    })
    expect(registered.status).toBe(1)
    const login = await call('user/login', {
      mob,
      pass_word: 'secret12',
      finger_login: '',
      token: '',
      tp: '1',
    })
    const id = login.data.id as number
    sim.sim.db.prepare('UPDATE users SET balance = 500000 WHERE id = ?').run(id)
    sim.sim.db
      .prepare(
        "INSERT INTO banks (user_id, bank_name, bank_account, account_holder, ifsc, changed_at) VALUES (?, 'Demo Bank', ?, 'Passkey Test', 'DEMO0000001', 0)",
      )
      .run(id, `5550${mob}`)
    return { mob, token: login.data.token, id, login }
  }

  async function register(token: string, ceremony: { origin?: string; userVerified?: boolean } = {}) {
    const options = await call('user/passkey/register/options', {}, { token })
    expect(options.status, options.info).toBe(1)
    const made = createPasskey(options.data as CreationOptions, { origin, ...ceremony })
    const verified = await call('user/passkey/register/verify', { credential: made.credential }, { token })
    return { passkey: made.passkey, verified, options: options.data as CreationOptions }
  }

  async function signInWith(passkey: SoftPasskey, ceremony: { origin?: string; counter?: number } = {}) {
    const options = await call('user/passkey/login/options')
    expect(options.status).toBe(1)
    const credential = assert(passkey, options.data as RequestOptions, { origin, ...ceremony })
    return { answer: await call('user/passkey/login/verify', { credential }), credential }
  }

  async function confirmWith(passkey: SoftPasskey, token: string, action: string) {
    const options = await call('user/passkey/confirm/options', { action }, { token })
    expect(options.status).toBe(1)
    expect(options.data.required).toBe(1)
    const credential = assert(passkey, options.data.options as RequestOptions, { origin })
    return call('user/passkey/confirm/verify', { action, credential }, { token })
  }

  const balanceOf = (id: number) =>
    sim.sim.db.prepare('SELECT balance FROM users WHERE id = ?').pluck().get(id) as number
  const bankOf = (id: number) =>
    sim.sim.db.prepare('SELECT id FROM banks WHERE user_id = ?').pluck().get(id) as number

  it('registers a passkey after a password sign-in, lists where and when it was made, and signs in with it', async () => {
    const user = await newUser()
    // The login answer says whether to offer fingerprint sign-in (extension fields).
    expect(user.login.data).toMatchObject({ passkeys: 0, passkey_offer: 1 })
    const { passkey, verified, options } = await register(user.token)
    expect(verified.status, verified.info).toBe(1)
    expect(options.rp.id).toBe('localhost')
    expect(verified.data).toMatchObject({ id: passkey.id, host: 'localhost', last_used_at: null })

    const { answer } = await signInWith(passkey)
    expect(answer.status, answer.info).toBe(1)
    expect(answer.data).toMatchObject({ id: user.id, name: 'Passkey Test', passkeys: 1, passkey_offer: 0 })
    const info = await call('user/info', {}, { token: answer.data.token, method: 'GET' })
    expect(info.status).toBe(1)
    expect(info.data.mob).toBe(user.mob)

    const list = await call('user/passkeys', {}, { token: user.token, method: 'GET' })
    expect(list.data).toHaveLength(1)
    expect(list.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(list.data[0].last_used_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('registers only within 5 minutes of a confirmed password; user/confirm_password is limited like user/login', async () => {
    const user = await newUser()
    await sim.advanceClock(5 * 60_000 + 1000)
    const late = await call('user/passkey/register/options', {}, { token: user.token })
    expect(late).toMatchObject({ status: 0, data: { password_required: true } })
    for (let i = 0; i < 5; i++) {
      const wrong = await call(
        'user/confirm_password',
        { pass_word: 'wrong-pass', action: 'passkey' },
        { token: user.token },
      )
      expect(wrong).toMatchObject({ status: 0, info: 'The password is wrong' })
    }
    // The fifth wrong password starts a wait: even the right one is refused until it ends.
    const waiting = await call(
      'user/confirm_password',
      { pass_word: 'secret12', action: 'passkey' },
      { token: user.token },
    )
    expect(waiting.data.retry_after).toBeGreaterThan(0)
    await sim.advanceClock(31_000)
    const right = await call(
      'user/confirm_password',
      { pass_word: 'secret12', action: 'passkey' },
      { token: user.token },
    )
    expect(right.status).toBe(1)
    const { verified } = await register(user.token)
    expect(verified.status, verified.info).toBe(1)
  })

  it('a challenge answers once, and not after 5 minutes', async () => {
    const user = await newUser()
    const { passkey } = await register(user.token)
    const { answer, credential } = await signInWith(passkey)
    expect(answer.status).toBe(1)
    const replay = await call('user/passkey/login/verify', { credential })
    expect(replay).toMatchObject({ status: 0, data: { passkey_expired: true } })

    const options = await call('user/passkey/login/options')
    await sim.advanceClock(5 * 60_000 + 1000)
    const late = await call('user/passkey/login/verify', {
      credential: assert(passkey, options.data as RequestOptions, { origin }),
    })
    expect(late).toMatchObject({ status: 0, data: { passkey_expired: true } })
  })

  it('refuses another origin, another RP ID, no fingerprint check, and a counter that did not move on', async () => {
    const user = await newUser()
    const { passkey } = await register(user.token)
    // A page of another port on this machine (same RP ID) is still another origin.
    const otherOrigin = await signInWith(passkey, { origin: 'http://localhost:1' })
    expect(otherOrigin.answer).toMatchObject({ status: 0, data: { passkey_failed: true } })

    const options = await call('user/passkey/login/options')
    const otherRp = assert(passkey, options.data as RequestOptions, { origin, rpId: 'evil.example' })
    expect(await call('user/passkey/login/verify', { credential: otherRp })).toMatchObject({
      status: 0,
      data: { passkey_failed: true },
    })

    const noUv = await call('user/passkey/login/options')
    const unverified = assert(passkey, noUv.data as RequestOptions, { origin, userVerified: false })
    expect(await call('user/passkey/login/verify', { credential: unverified })).toMatchObject({ status: 0 })

    const good = await signInWith(passkey)
    expect(good.answer.status).toBe(1)
    // A cloned authenticator repeats a counter the server has seen.
    const cloned = await signInWith(passkey, { counter: passkey.counter })
    expect(cloned.answer).toMatchObject({ status: 0, data: { passkey_failed: true } })

    const unverifiedCreate = await register(user.token, { userVerified: false })
    expect(unverifiedCreate.verified).toMatchObject({ status: 0, data: { passkey_failed: true } })
  })

  it('has no RP ID on a number address: the options say to open the app by its name', async () => {
    const user = await newUser()
    const answer = await call('user/passkey/register/options', {}, { token: user.token, base: sim.url })
    expect(answer).toMatchObject({ status: 0, data: { passkey_host: true } })
    expect(answer.info).toContain('by its name')
  })

  it('a removed passkey is refused with its own message; removing needs a confirmation', async () => {
    const user = await newUser()
    const { passkey } = await register(user.token)
    const unconfirmed = await call('user/passkey/remove', { id: passkey.id }, { token: user.token })
    expect(unconfirmed).toMatchObject({ status: 0, data: { confirm_required: true } })
    const confirmed = await confirmWith(passkey, user.token, 'passkey')
    const removed = await call(
      'user/passkey/remove',
      { id: passkey.id, confirm_token: confirmed.data.confirm_token },
      { token: user.token },
    )
    expect(removed.status, removed.info).toBe(1)
    const { answer } = await signInWith(passkey)
    expect(answer).toMatchObject({ status: 0, data: { unknown_passkey: true } })
    expect(answer.info).toContain('no longer on your account')
  })

  it('renames a passkey of the user only', async () => {
    const user = await newUser()
    const other = await newUser()
    const { passkey } = await register(user.token)
    const renamed = await call(
      'user/passkey/rename',
      { id: passkey.id, name: 'My phone' },
      { token: user.token },
    )
    expect(renamed.data.name).toBe('My phone')
    expect(
      await call('user/passkey/rename', { id: passkey.id, name: 'x' }, { token: other.token }),
    ).toMatchObject({
      status: 0,
      info: 'Passkey not found',
    })
    expect(
      (await call('user/passkey/rename', { id: passkey.id, name: '' }, { token: user.token })).status,
    ).toBe(0)
  })

  it('a user with a passkey confirms a withdrawal first: without a fresh confirmation nothing moves', async () => {
    const user = await newUser()
    const { passkey } = await register(user.token)
    const withdrawal = { amount: '1000.00', bank_id: bankOf(user.id), tp: '0' }
    const before = balanceOf(user.id)

    const bare = await call('payout/create', withdrawal, { token: user.token, idempotencyKey: key() })
    expect(bare).toMatchObject({ status: 0, data: { confirm_required: true, action: 'payout' } })
    expect(balanceOf(user.id)).toBe(before)

    // A confirmation for another action is no confirmation of this one.
    const forBank = await confirmWith(passkey, user.token, 'bank')
    const wrongAction = await call(
      'payout/create',
      { ...withdrawal, confirm_token: forBank.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(wrongAction.data).toMatchObject({ confirm_required: true })

    const confirmed = await confirmWith(passkey, user.token, 'payout')
    expect(confirmed.status, confirmed.info).toBe(1)
    const paid = await call(
      'payout/create',
      { ...withdrawal, confirm_token: confirmed.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(paid.status, paid.info).toBe(1)
    expect(balanceOf(user.id)).toBe(before - 110_000)

    // Single-use: the same token again is refused and nothing more moves.
    const again = await call(
      'payout/create',
      { ...withdrawal, confirm_token: confirmed.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(again.data).toMatchObject({ confirm_required: true })
    expect(balanceOf(user.id)).toBe(before - 110_000)
  })

  it('the password is the fallback; a confirmation expires after 2 minutes; a refusal further on keeps it', async () => {
    const user = await newUser()
    await register(user.token)
    const byPassword = await call(
      'user/confirm_password',
      { pass_word: 'secret12', action: 'payout' },
      { token: user.token },
    )
    expect(byPassword.status).toBe(1)
    // Too much for the balance: refused, and the token stays usable for the corrected amount.
    const tooMuch = await call(
      'payout/create',
      { amount: '9000.00', bank_id: bankOf(user.id), tp: '0', confirm_token: byPassword.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(tooMuch).toMatchObject({ status: 0, info: 'Insufficient balance' })
    const corrected = await call(
      'payout/create',
      { amount: '100.00', bank_id: bankOf(user.id), tp: '0', confirm_token: byPassword.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(corrected.status, corrected.info).toBe(1)

    const late = await call(
      'user/confirm_password',
      { pass_word: 'secret12', action: 'payout' },
      { token: user.token },
    )
    await sim.advanceClock(2 * 60_000 + 1000)
    const expired = await call(
      'payout/create',
      { amount: '100.00', bank_id: bankOf(user.id), tp: '0', confirm_token: late.data.confirm_token },
      { token: user.token, idempotencyKey: key() },
    )
    expect(expired.data).toMatchObject({ confirm_required: true })
  })

  it('binding and changing a bank account and changing the password need a confirmation too; not without a passkey', async () => {
    const user = await newUser()
    const { passkey } = await register(user.token)
    const change = { old_pass: 'secret12', new_pass: 'secret34', comfirm_pass: 'secret34' }
    expect(await call('user/reset_login_pass', change, { token: user.token })).toMatchObject({
      data: { confirm_required: true },
    })
    const forPassword = await confirmWith(passkey, user.token, 'password')
    const changed = await call(
      'user/reset_login_pass',
      { ...change, confirm_token: forPassword.data.confirm_token },
      { token: user.token },
    )
    expect(changed.status, changed.info).toBe(1)

    const fields = {
      id: bankOf(user.id),
      bank_account: '123456789',
      account_holder: 'Passkey Test',
      ifsc: 'DEMO0000002',
      bank_name: 'Demo Bank',
    }
    await call('bank/otp', {}, { token: user.token })
    expect(await call('bank/update', { ...fields, code: '123456' }, { token: user.token })).toMatchObject({
      data: { confirm_required: true },
    })
    const forBank = await confirmWith(passkey, user.token, 'bank')
    const updated = await call(
      'bank/update',
      { ...fields, code: '123456', confirm_token: forBank.data.confirm_token },
      { token: user.token },
    )
    expect(updated.status, updated.info).toBe(1)

    sim.sim.db.prepare('DELETE FROM banks WHERE user_id = ?').run(user.id)
    const bind = {
      bank_account: '223456789',
      account_holder: 'Passkey Test',
      ifsc: 'DEMO0000002',
      bank_name: 'Demo Bank',
    }
    expect(await call('bank/create', bind, { token: user.token })).toMatchObject({
      data: { confirm_required: true },
    })
    const forBind = await confirmWith(passkey, user.token, 'bank')
    expect(
      (
        await call(
          'bank/create',
          { ...bind, confirm_token: forBind.data.confirm_token },
          { token: user.token },
        )
      ).status,
    ).toBe(1)

    // Someone without a passkey: every call as before, no confirmation asked.
    const plain = await newUser()
    expect(
      (await call('user/passkey/confirm/options', { action: 'payout' }, { token: plain.token })).data,
    ).toEqual({
      required: 0,
      options: null,
    })
    const withdrawal = await call(
      'payout/create',
      { amount: '100.00', bank_id: bankOf(plain.id), tp: '0' },
      { token: plain.token, idempotencyKey: key() },
    )
    expect(withdrawal.status, withdrawal.info).toBe(1)
  })

  it('a dismissed offer is not made again', async () => {
    const user = await newUser()
    expect((await call('user/passkey/offer_dismiss', {}, { token: user.token })).status).toBe(1)
    const login = await call('user/login', {
      mob: user.mob,
      pass_word: 'secret12',
      finger_login: '',
      token: '',
      tp: '1',
    })
    expect(login.data).toMatchObject({ passkeys: 0, passkey_offer: 0 })
  })
})
