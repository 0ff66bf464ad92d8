import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import {
  clientFor,
  EMPTY_DEMO,
  failure,
  RICH_DEMO,
  run,
  type Session,
  signIn,
  startTestSim,
} from './support.ts'

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82])

describe('accounts and user calls, through @mandi/api-client', () => {
  let sim: RunningSim
  let rich: Session
  let empty: Session

  beforeAll(async () => {
    sim = await startTestSim({ tokenTtlMs: 60 * 60_000 })
    rich = await signIn(sim, RICH_DEMO)
    empty = await signIn(sim, EMPTY_DEMO)
  })
  afterAll(() => sim.close())

  it('logs in the demo account and refuses a wrong password', async () => {
    const anon = clientFor(sim)
    const result = await run(
      anon.client.auth.login({ mob: RICH_DEMO.mob, password: 'demo1234', fingerLogin: '', token: '' }),
    )
    expect(result.token).toMatch(/^[0-9a-f]{48}$/)
    expect(result.name).toBe('Demo Trader')
    const error = await failure(
      anon.client.auth.login({ mob: RICH_DEMO.mob, password: 'wrong-pass', fingerLogin: '', token: '' }),
    )
    expect(error).toMatchObject({ _tag: 'ServerRejected', info: 'Incorrect mobile number or password' })
  })

  it('registers with the default invite code and the sim OTP, then signs in', async () => {
    const anon = clientFor(sim)
    await run(anon.client.auth.checkMobile('9000011111', 'k'))
    await run(anon.client.auth.checkEmail('new.user@mandi.example', 'k'))
    await run(anon.client.auth.sendRegistrationOtp('9000011111', 'k'))
    const form = {
      email: 'new.user@mandi.example',
      name: 'New User',
      mob: '9000011111',
      password: 'secret12',
      fingerReg: '',
      inviteCode: '66666',
      verificationCode: '123456',
    }
    await run(anon.client.auth.register(form))
    expect(await failure(anon.client.auth.register(form))).toMatchObject({
      info: 'This mobile number is already registered',
    })
    expect(await failure(anon.client.auth.checkMobile('9000011111', 'k'))).toMatchObject({
      _tag: 'ServerRejected',
    })
    expect(await failure(anon.client.auth.checkEmail('not-an-email', 'k'))).toMatchObject({
      info: 'invalid email',
    })
    const session = await signIn(sim, { mob: '9000011111', password: 'secret12' })
    const info = await run(session.client.user.info())
    expect(info.balance).toBe(0)
    expect(info.code).toMatch(/^[0-9]{6}$/)
  })

  it('puts a user registered with the demo account’s code into its level-1 team', async () => {
    const before = await run(rich.client.team.summary(1))
    const anon = clientFor(sim)
    await run(anon.client.auth.sendRegistrationOtp('9000033333', 'k'))
    await run(
      anon.client.auth.register({
        email: 'friend.one@mandi.example',
        name: 'Friend One',
        mob: '9000033333',
        password: 'secret12',
        fingerReg: '',
        inviteCode: RICH_DEMO.code,
        verificationCode: '123456',
      }),
    )
    expect((await run(rich.client.team.summary(1))).peopleCount).toBe(before.peopleCount + 1)
    const members = await run(rich.client.team.members(1))
    expect(members.map((m) => m.name)).toContain('Friend One')
  })

  it('refuses registration with a short OTP, a wrong OTP or an unknown invite code', async () => {
    const anon = clientFor(sim)
    const base = {
      email: 'x.y@mandi.example',
      name: 'Xy Z',
      mob: '9000022222',
      password: 'secret12',
      fingerReg: '',
    }
    expect(
      await failure(anon.client.auth.register({ ...base, inviteCode: '66666', verificationCode: '123' })),
    ).toMatchObject({ info: 'invalid otp' })
    expect(
      await failure(anon.client.auth.register({ ...base, inviteCode: '66666', verificationCode: '654321' })),
    ).toMatchObject({
      _tag: 'ServerRejected',
    })
    expect(
      await failure(anon.client.auth.register({ ...base, inviteCode: '12345', verificationCode: '123456' })),
    ).toMatchObject({
      info: 'invalid invite code',
    })
    expect(
      await failure(
        anon.client.auth.register({ ...base, name: 'X', inviteCode: '66666', verificationCode: '123456' }),
      ),
    ).toMatchObject({
      info: 'name too short',
    })
  })

  it('resets a password with the OTP', async () => {
    const anon = clientFor(sim)
    await run(anon.client.auth.sendResetOtp('9000011111'))
    await run(anon.client.auth.resetPassword({ mob: '9000011111', password: 'newpass1', code: '123456' }))
    await signIn(sim, { mob: '9000011111', password: 'newpass1' })
    expect(
      await failure(
        anon.client.auth.resetPassword({ mob: '9000011111', password: 'newpass2', code: '000000' }),
      ),
    ).toMatchObject({
      _tag: 'ServerRejected',
    })
  })

  it('answers status 3 without a token and after the token expires', async () => {
    const anon = clientFor(sim)
    expect(await failure(anon.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
    expect(anon.sessionEnded.count).toBe(1)
    const short = await startTestSim({ tokenTtlMs: 1000 })
    try {
      const session = await signIn(short)
      await run(session.client.user.info())
      short.advanceClock(2000)
      expect(await failure(session.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
    } finally {
      await short.close()
    }
  })

  it('serves user info, support contacts and config', async () => {
    const info = await run(rich.client.user.info())
    expect(info.mob).toBe(RICH_DEMO.mob)
    expect(info.balance).toBeGreaterThan(0)
    expect(info.salary).toBeGreaterThan(0)
    expect(info.integral).toBeGreaterThan(0)
    // The seeded verification was refused by the PAN review (kyc_status 3, an extension): not verified.
    expect(info.kycStatus).toBe(3)
    expect(info.verified).toBe(false)
    // No messaging contact unless the operator configures one.
    expect(await run(rich.client.user.supportContact())).toEqual({ wa: '', tg: '' })
    expect((await run(rich.client.user.config('payout_fee'))).value).toBe('10')
    expect((await run(rich.client.user.config('service'))).value).toMatch(/^https:/)
  })

  it('keeps verification records: refused with the reason for the demo, submit with the §5 rules', async () => {
    expect(await run(rich.client.user.verificationInfo())).toMatchObject({
      pan: 'ABCDE1234F',
      fullName: 'Demo Trader',
      reasonCode: 'pan_not_person',
    })
    expect(await run(empty.client.user.verificationInfo())).toBeNull()
    const form = {
      pan: 'ABCDE12',
      pin: '560001',
      name: 'Demo Newcomer',
      address: 'Demo Street 1',
      birthDate: '19950101',
      city: 'Kochi',
    }
    expect(await failure(empty.client.user.verify(form))).toMatchObject({ info: 'Invalid PAN' })
    await run(empty.client.user.verify({ ...form, pan: 'PQRSX6789K' }))
    expect(await run(empty.client.user.verificationInfo())).toMatchObject({
      pan: 'PQRSX6789K',
      city: 'Kochi',
    })
    expect((await run(empty.client.user.info())).kycStatus).toBe(1)
  })

  it('changes the login password only with the right old one and matching new ones', async () => {
    const session = await signIn(sim, { mob: '9000011111', password: 'newpass1' })
    const bad = { oldPassword: 'wrongpass', newPassword: 'changed1', confirmPassword: 'changed1' }
    expect(await failure(session.client.user.changePassword(bad))).toMatchObject({ _tag: 'ServerRejected' })
    await run(session.client.user.changePassword({ ...bad, oldPassword: 'newpass1' }))
    await signIn(sim, { mob: '9000011111', password: 'changed1' })
  })

  it('stores an avatar image under a generated name and refuses other content', async () => {
    const result = await run(rich.client.user.setFaceIcon(new File([png], 'me.png', { type: 'image/png' })))
    expect(result.faceIcon).toMatch(/^\/img\/uploads\/[0-9a-f]{24}\.png$/)
    const served = await fetch(`${sim.url}${result.faceIcon}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect((await run(rich.client.user.info())).faceIcon).toBe(result.faceIcon)
    const fake = new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'x.png', { type: 'image/png' })
    expect(await failure(rich.client.user.setFaceIcon(fake))).toMatchObject({
      info: 'The file is not a valid image',
    })
    const refusal = async (file: File) =>
      ((await failure(rich.client.user.setFaceIcon(file))) as { info: string }).info
    expect(await refusal(new File([png], 'x.png.exe', { type: 'image/png' }))).toBe(
      'Only png, jpg, jpeg or gif images are allowed',
    )
    expect(await refusal(new File([png], 'me.png', { type: 'application/x-msdownload' }))).toBe(
      'The file type does not match its name',
    )
    const big = new Uint8Array(2 * 1024 * 1024 + 1)
    big.set(png)
    expect(await refusal(new File([big], 'me.png', { type: 'image/png' }))).toBe(
      'The image is larger than 2 MB',
    )
  })

  it('lists settlement entries newest first', async () => {
    const entries = await run(rich.client.user.settlement())
    expect(entries.length).toBeGreaterThan(5)
    expect(entries[0]?.transactionType.title).toBeTruthy()
  })
})
