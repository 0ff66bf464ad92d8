import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { RunningSim } from '../src/main.ts'
import { clientFor, failure, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

/** A chat socket signed in with `token`; `closed` resolves with the close code the server sends. */
async function chatSocket(sim: RunningSim, token: string) {
  const ws = new WebSocket(`${sim.chatUrl.replace(/^http/, 'ws')}/ws/chat`)
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  const authed = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'auth_ok') resolve()
    })
    ws.on('close', (code) => reject(new Error(`closed with ${code} before auth_ok`)))
  })
  await new Promise((resolve) => ws.on('open', resolve))
  ws.send(JSON.stringify({ type: 'auth', token }))
  await authed
  return { ws, closed }
}

async function newUser(sim: RunningSim, mob: string): Promise<{ mob: string; password: string }> {
  const anon = clientFor(sim).client
  await run(anon.auth.sendRegistrationOtp(mob, ''))
  await run(
    anon.auth.register({
      email: `${mob}@mandi.example`,
      name: 'Session Test',
      mob,
      password: 'secret12',
      fingerReg: '',
      inviteCode: '66666',
      verificationCode: '123456',
    }),
  )
  return { mob, password: 'secret12' }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

describe('sessions end on the server (issue 25)', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim({ tokenTtlMs: 60 * 60_000 })
  })
  afterAll(() => sim.close())

  it('POST user/logout ends this session only: its token answers status 3, another stays signed in', async () => {
    const phone = await signIn(sim, RICH_DEMO)
    const laptop = await signIn(sim, RICH_DEMO)
    await run(phone.client.user.info())
    expect(await run(phone.client.auth.logout())).toEqual({ info: 'Signed out' })
    expect(await failure(phone.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
    expect(await failure(phone.client.auth.logout())).toMatchObject({ _tag: 'SessionInvalid' })
    await run(laptop.client.user.info())
  })

  it('a password change ends every other session of the account and keeps the one that changed it', async () => {
    const user = await newUser(sim, '9000000101')
    const here = await signIn(sim, user)
    const other = await signIn(sim, user)
    const bystander = await signIn(sim, RICH_DEMO)
    await run(
      here.client.user.changePassword({
        oldPassword: user.password,
        newPassword: 'changed12',
        confirmPassword: 'changed12',
      }),
    )
    await run(here.client.user.info())
    expect(await failure(other.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
    await run(bystander.client.user.info())
  })

  it('a password reset ends every session of the account', async () => {
    const user = await newUser(sim, '9000000102')
    const sessions: Session[] = [await signIn(sim, user), await signIn(sim, user)]
    const anon = clientFor(sim).client
    await run(anon.auth.sendResetOtp(user.mob))
    await run(anon.auth.resetPassword({ mob: user.mob, password: 'resetpw1', code: '123456' }))
    for (const session of sessions) {
      expect(await failure(session.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
    }
    await signIn(sim, { mob: user.mob, password: 'resetpw1' })
  })

  it('stores only the SHA-256 of each token', async () => {
    const session = await signIn(sim, RICH_DEMO)
    const token = session.token.value ?? ''
    const rows = sim.sim.db.prepare('SELECT * FROM sessions').all() as Record<string, unknown>[]
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(token)
    expect(rows.map((row) => row.token_hash)).toContain(sha256(token))
    expect(sim.sim.db.prepare("SELECT name FROM sqlite_master WHERE name = 'tokens'").get()).toBeUndefined()
  })

  it('closes the chat socket of a session that signs out (4001), and only that one', async () => {
    const phone = await signIn(sim, RICH_DEMO)
    const laptop = await signIn(sim, RICH_DEMO)
    const phoneSocket = await chatSocket(sim, phone.token.value ?? '')
    const laptopSocket = await chatSocket(sim, laptop.token.value ?? '')
    await run(phone.client.auth.logout())
    expect(await phoneSocket.closed).toBe(4001)
    expect(laptopSocket.ws.readyState).toBe(WebSocket.OPEN)
    laptopSocket.ws.close()
  })

  it('closes the chat sockets of the sessions a password change ends', async () => {
    const user = await newUser(sim, '9000000103')
    const here = await signIn(sim, user)
    const other = await signIn(sim, user)
    const hereSocket = await chatSocket(sim, here.token.value ?? '')
    const otherSocket = await chatSocket(sim, other.token.value ?? '')
    await run(
      here.client.user.changePassword({
        oldPassword: user.password,
        newPassword: 'changed12',
        confirmPassword: 'changed12',
      }),
    )
    expect(await otherSocket.closed).toBe(4001)
    expect(hereSocket.ws.readyState).toBe(WebSocket.OPEN)
    hereSocket.ws.close()
  })
})

describe('expired sessions', () => {
  let sim: RunningSim
  beforeAll(async () => {
    sim = await startTestSim({ tokenTtlMs: 60_000 })
  })
  afterAll(() => sim.close())

  it('are deleted by the back office when their time is up, and their chat socket closes with 4001', async () => {
    const session = await signIn(sim, RICH_DEMO)
    const socket = await chatSocket(sim, session.token.value ?? '')
    const count = () => (sim.sim.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n
    expect(count()).toBe(1)
    sim.advanceClock(59_000)
    expect(count()).toBe(1)
    expect(socket.ws.readyState).toBe(WebSocket.OPEN)
    sim.advanceClock(1_000)
    expect(count()).toBe(0)
    expect(await socket.closed).toBe(4001)
    expect(await failure(session.client.user.info())).toMatchObject({ _tag: 'SessionInvalid' })
  })
})
