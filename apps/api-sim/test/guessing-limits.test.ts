import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { optionsFromEnv, resolveConfig } from '../src/config.ts'
import { addressLimited } from '../src/http/throttle.ts'
import { type RunningSim, startSim } from '../src/main.ts'
import { OTP_GONE } from '../src/otp.ts'
import { clientFor, failure, RICH_DEMO, run, signIn, startTestSim } from './support.ts'

const WAIT = /^Too many attempts\. Please wait (\d+ (second|minute|hour)s?) and try again\.$/

/** The wait of a refusal: its message and data.retry_after. */
async function waitOf(effect: Parameters<typeof failure>[0]) {
  const error = (await failure(effect)) as { info: string; retryAfter?: number }
  return { info: error.info, retryAfter: error.retryAfter }
}

const login = (sim: RunningSim, mob: string, password: string) =>
  clientFor(sim).client.auth.login({ mob, password, fingerLogin: '', token: '' })

/** The live code of a number and purpose, read behind the API (what the SMS would carry). */
function codeOf(sim: RunningSim, mob: string, purpose: string): string {
  const row = sim.sim.db
    .prepare('SELECT code FROM otp_codes WHERE mob = ? AND purpose = ?')
    .get(mob, purpose) as { code: string } | undefined
  if (!row) throw new Error(`no code for ${mob} (${purpose})`)
  return row.code
}

const registration = (mob: string, code: string) => ({
  email: `${mob}@mandi.example`,
  name: 'Guess Test',
  mob,
  password: 'secret12',
  fingerReg: '',
  inviteCode: '66666',
  verificationCode: code,
})

describe('guessing is cut off (issue 25)', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())

  it('makes an account wait after 5 wrong passwords, doubling the wait; the right one then works and clears it', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await failure(login(sim, RICH_DEMO.mob, `wrong-${i}`))).toMatchObject({
        info: 'Incorrect mobile number or password',
      })
    }
    // Even the right password waits: nothing is checked during the wait.
    const first = await waitOf(login(sim, RICH_DEMO.mob, RICH_DEMO.password))
    expect(first).toEqual({
      info: 'Too many attempts. Please wait 30 seconds and try again.',
      retryAfter: 30,
    })
    sim.advanceClock(30_000)
    await failure(login(sim, RICH_DEMO.mob, 'wrong-again'))
    expect(await waitOf(login(sim, RICH_DEMO.mob, RICH_DEMO.password))).toEqual({
      info: 'Too many attempts. Please wait 1 minute and try again.',
      retryAfter: 60,
    })
    sim.advanceClock(60_000)
    await run(login(sim, RICH_DEMO.mob, RICH_DEMO.password))
    // The success forgot the count: five more wrong ones are free again.
    for (let i = 0; i < 5; i++) await failure(login(sim, RICH_DEMO.mob, `wrong-${i}`))
    expect((await waitOf(login(sim, RICH_DEMO.mob, RICH_DEMO.password))).retryAfter).toBe(30)
    sim.advanceClock(30_000)
    await run(login(sim, RICH_DEMO.mob, RICH_DEMO.password))
  })

  it('answers a number nobody registered exactly like a registered one', async () => {
    const answers = async (mob: string) => {
      const seen: unknown[] = []
      for (let i = 0; i < 6; i++) seen.push(await failure(login(sim, mob, `wrong-${i}`)))
      return seen.map((error) => {
        const { info, retryAfter } = error as { info: string; retryAfter?: number }
        return { info, retryAfter }
      })
    }
    expect(await answers('9000000404')).toEqual(await answers('9000000002'))
    sim.advanceClock(30_000)
  })

  it('limits the old password of a password change per account', async () => {
    const session = await signIn(sim, { mob: '9000000002', password: 'demo1234' })
    const change = (oldPassword: string) =>
      session.client.user.changePassword({
        oldPassword,
        newPassword: 'demo1234',
        confirmPassword: 'demo1234',
      })
    for (let i = 0; i < 5; i++) {
      expect(await failure(change(`wrong${i}pw`))).toMatchObject({ info: 'The old password is wrong' })
    }
    expect((await waitOf(change('demo1234'))).retryAfter).toBe(30)
    sim.advanceClock(30_000)
    await run(change('demo1234'))
  })

  it('lets 3 codes be sent to a number at once, then makes each next send wait longer', async () => {
    const anon = clientFor(sim).client
    for (let i = 0; i < 3; i++) await run(anon.auth.sendRegistrationOtp('9000000301', ''))
    expect(await waitOf(anon.auth.sendRegistrationOtp('9000000301', ''))).toEqual({
      info: 'Too many attempts. Please wait 1 minute and try again.',
      retryAfter: 60,
    })
    // Another number, or another purpose on the same number, is counted apart.
    await run(anon.auth.sendRegistrationOtp('9000000302', ''))
    await run(anon.auth.sendResetOtp('9000000301'))
    sim.advanceClock(60_000)
    await run(anon.auth.sendRegistrationOtp('9000000301', ''))
    expect((await waitOf(anon.auth.sendRegistrationOtp('9000000301', ''))).retryAfter).toBe(120)
    sim.advanceClock(120_000)
  })

  it('counts every check_mob and check_email lookup of one number or e-mail', async () => {
    const anon = clientFor(sim).client
    for (let i = 0; i < 10; i++) await run(anon.auth.checkMobile('9000000003', ''))
    const wait = await waitOf(anon.auth.checkMobile('9000000003', ''))
    expect(wait.info).toMatch(WAIT)
    expect(wait.retryAfter).toBe(30)
    for (let i = 0; i < 10; i++) await run(anon.auth.checkEmail('Lookup@Mandi.example', ''))
    expect((await waitOf(anon.auth.checkEmail('lookup@mandi.example', ''))).retryAfter).toBe(30)
    sim.advanceClock(30_000)
  })
})

describe('one-time codes: one number, one purpose, used once, 5 minutes, 5 tries', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim()
  })
  afterAll(() => sim.close())
  const anon = () => clientFor(sim).client

  it('accepts the code only for the number and the purpose it was sent for', async () => {
    await run(anon().auth.sendRegistrationOtp('9000000011', ''))
    // Never sent to this number.
    expect(await failure(anon().auth.register(registration('9000000012', '123456')))).toMatchObject({
      info: OTP_GONE,
    })
    // A reset code does not register.
    await run(anon().auth.sendResetOtp('9000000013'))
    expect(await failure(anon().auth.register(registration('9000000013', '123456')))).toMatchObject({
      info: OTP_GONE,
    })
    await run(anon().auth.register(registration('9000000011', '123456')))
  })

  it('is spent by its first use', async () => {
    await run(anon().auth.sendResetOtp('9000000011'))
    const reset = { mob: '9000000011', password: 'another1', code: '123456' }
    await run(anon().auth.resetPassword(reset))
    expect(await failure(anon().auth.resetPassword({ ...reset, password: 'another2' }))).toMatchObject({
      info: OTP_GONE,
    })
    await signIn(sim, { mob: '9000000011', password: 'another1' })
  })

  it('expires 5 minutes after it was sent (sim clock)', async () => {
    await run(anon().auth.sendResetOtp('9000000011'))
    sim.advanceClock(5 * 60_000 - 1000)
    await run(anon().auth.sendResetOtp('9000000011'))
    sim.advanceClock(4 * 60_000)
    const reset = { mob: '9000000011', password: 'another3', code: '123456' }
    await run(anon().auth.resetPassword(reset))
    await run(anon().auth.sendResetOtp('9000000011'))
    sim.advanceClock(5 * 60_000)
    expect(await failure(anon().auth.resetPassword(reset))).toMatchObject({ info: OTP_GONE })
  })

  it('dies after 5 wrong tries: the right code is refused after them', async () => {
    sim.advanceClock(60 * 60_000)
    await run(anon().auth.sendRegistrationOtp('9000000021', ''))
    for (let i = 0; i < 5; i++) {
      expect(await failure(anon().auth.register(registration('9000000021', `65432${i}`)))).toMatchObject({
        info: 'Wrong verification code',
      })
    }
    // The fifth wrong try also started a wait on checks of this number; after it, the code is gone (and
    // asking without a live code is no strike: there is nothing to guess).
    expect((await waitOf(anon().auth.register(registration('9000000021', '123456')))).retryAfter).toBe(60)
    sim.advanceClock(60_000)
    expect(await failure(anon().auth.register(registration('9000000021', '123456')))).toMatchObject({
      info: OTP_GONE,
    })
    // A new code works.
    await run(anon().auth.sendRegistrationOtp('9000000021', ''))
    await run(anon().auth.register(registration('9000000021', '123456')))
  })

  it('binds the bank update code to the account’s own number', async () => {
    const session = await signIn(sim, RICH_DEMO)
    const [bank] = await run(session.client.bank.list())
    const update = {
      id: bank?.id ?? 0,
      bankAccount: bank?.bankAccount ?? '',
      accountHolder: bank?.accountHolder ?? '',
      ifsc: bank?.ifsc ?? '',
      bankName: 'Test Bank',
      code: '123456',
    }
    // No code sent yet, then a registration code of the same number: neither updates the bank.
    expect(await failure(session.client.bank.update(update))).toMatchObject({ info: OTP_GONE })
    await run(anon().auth.sendRegistrationOtp(RICH_DEMO.mob, ''))
    expect(await failure(session.client.bank.update(update))).toMatchObject({ info: OTP_GONE })
    await run(session.client.bank.sendOtp())
    await run(session.client.bank.update(update))
    expect((await run(session.client.bank.list()))[0]?.bankName).toBe('Test Bank')
  })

  it('answers a password reset for a registered and an unregistered number alike', async () => {
    const send = async (mob: string) => {
      const response = await fetch(`${sim.url}/api/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ mob }).toString(),
      })
      return { status: response.status, body: await response.json() }
    }
    const registered = await send(RICH_DEMO.mob)
    expect(registered.body).toEqual({ status: 1, info: 'OTP sent' })
    expect(await send('9000000999')).toEqual(registered)
    const wrong = (mob: string) =>
      failure(anon().auth.resetPassword({ mob, password: 'newpass9', code: '000000' }))
    expect(await wrong('9000000999')).toEqual(await wrong(RICH_DEMO.mob))
  })
})

describe('random codes off loopback', () => {
  let sim: RunningSim | undefined
  afterEach(async () => {
    await sim?.close()
    sim = undefined
  })

  it('makes a random code per send, printed as the SMS gateway log would, and refuses 123456', async () => {
    const lines: string[] = []
    sim = await startTestSim({ otp: 'random' })
    sim.sim.log = (line) => lines.push(line)
    const anon = clientFor(sim).client
    await run(anon.auth.sendRegistrationOtp('9000000031', ''))
    const code = codeOf(sim, '9000000031', 'registration')
    expect(code).toMatch(/^[0-9]{6}$/)
    expect(lines).toEqual([`SMS to 9000000031: your Mandi registration code is ${code} (valid 5 minutes)`])
    const wrong = code === '123456' ? '654321' : '123456'
    expect(await failure(anon.auth.register(registration('9000000031', wrong)))).toMatchObject({
      info: 'Wrong verification code',
    })
    await run(anon.auth.register(registration('9000000031', code)))
  })

  it('uses 123456 by default on loopback only, and refuses to start with it elsewhere unless told', async () => {
    expect(resolveConfig({}).otp).toBe('fixed')
    expect(resolveConfig({ host: 'localhost' }).otp).toBe('fixed')
    expect(resolveConfig({ host: '0.0.0.0' }).otp).toBe('random')
    expect(resolveConfig({ host: '192.168.1.20' }).otp).toBe('random')
    expect(() => resolveConfig({ host: '0.0.0.0', otp: 'fixed' })).toThrow(/refusing to start/)
    expect(resolveConfig({ host: '0.0.0.0', otp: 'fixed', fixedOtpOffLoopback: true }).otp).toBe('fixed')
    await expect(
      startSim({ host: '0.0.0.0', otp: 'fixed', port: 0, chatPort: 0, db: ':memory:' }),
    ).rejects.toThrow(/refusing to start/)
    expect(optionsFromEnv({ SIM_OTP: 'fixed', SIM_FIXED_OTP_OFF_LOOPBACK: '1' })).toMatchObject({
      otp: 'fixed',
      fixedOtpOffLoopback: true,
    })
    expect(() => optionsFromEnv({ SIM_OTP: 'always' })).toThrow(/SIM_OTP/)
  })
})

describe('per-address limits', () => {
  let sim: RunningSim | undefined
  afterEach(async () => {
    await sim?.close()
    sim = undefined
  })

  it('leave loopback alone by default (load tests run from one address), and count other addresses', async () => {
    sim = await startTestSim()
    expect(addressLimited(sim.sim, '127.0.0.1')).toBe(false)
    expect(addressLimited(sim.sim, '::ffff:127.0.0.1')).toBe(false)
    expect(addressLimited(sim.sim, '203.0.113.9')).toBe(true)
    // 25 wrong sign-ins over 25 numbers from here: a 26th number still signs in.
    for (let i = 0; i < 25; i++) await failure(login(sim, `90000010${String(i).padStart(2, '0')}`, 'wrong-1'))
    await run(login(sim, RICH_DEMO.mob, RICH_DEMO.password))
  })

  it('make one address wait after 20 wrong sign-ins over any numbers (SIM_ADDRESS_LIMITS=all)', async () => {
    sim = await startTestSim({ addressLimits: 'all' })
    for (let i = 0; i < 20; i++) await failure(login(sim, `90000010${String(i).padStart(2, '0')}`, 'wrong-1'))
    expect(await waitOf(login(sim, RICH_DEMO.mob, RICH_DEMO.password))).toEqual({
      info: 'Too many attempts. Please wait 30 seconds and try again.',
      retryAfter: 30,
    })
    sim.advanceClock(30_000)
    await run(login(sim, RICH_DEMO.mob, RICH_DEMO.password))
  })

  it('can be switched off (SIM_ADDRESS_LIMITS=off); the account limits stay', async () => {
    sim = await startTestSim({ addressLimits: 'off' })
    expect(addressLimited(sim.sim, '203.0.113.9')).toBe(false)
    for (let i = 0; i < 5; i++) await failure(login(sim, RICH_DEMO.mob, 'wrong-1'))
    expect((await waitOf(login(sim, RICH_DEMO.mob, RICH_DEMO.password))).retryAfter).toBe(30)
  })
})
