import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { OPS_ROUTES } from '../src/ops/route-table.ts'
import { OPERATOR_SESSION_MS, sha256 } from '../src/ops/sessions.ts'
import { FINANCE, operatorSignIn, ops, SUPPORT } from './ops-support.ts'
import { RICH_DEMO, rawPost, signIn, startTestSim } from './support.ts'

/** A path of the table with its parameters filled in (ids that exist or not: the role check comes first). */
const concrete = (path: string) => path.replace(/:[a-zA-Z]+/g, '1')

describe('operator sign-in, sessions and roles', () => {
  let sim: RunningSim

  beforeAll(async () => {
    sim = await startTestSim({ agentReplyMs: 600_000 })
  })
  afterAll(() => sim.close())

  it('signs in with password then the one-time code, and keeps only a digest of the token', async () => {
    const first = await ops(sim, 'POST', 'sign-in', {
      body: { login: SUPPORT.login, password: SUPPORT.password },
    })
    expect(first.status).toBe(200)
    const challenge = first.body.challenge as string
    // The code alone does nothing without the challenge of a right password.
    expect(
      (await ops(sim, 'POST', 'sign-in/code', { body: { challenge: 'x', code: '123456' } })).status,
    ).toBe(400)
    const second = await ops(sim, 'POST', 'sign-in/code', { body: { challenge, code: '123456' } })
    expect(second.status).toBe(200)
    const token = second.body.token as string
    expect(second.body.operator).toMatchObject({ login: SUPPORT.login, role: 'support', available: false })
    // The code was for one sign-in only.
    const again = await ops(sim, 'POST', 'sign-in/code', { body: { challenge, code: '123456' } })
    expect(again).toMatchObject({
      status: 400,
      body: { error: 'This sign-in has expired. Enter your password again.' },
    })

    const stored = sim.sim.db.prepare('SELECT token_hash FROM operator_sessions').all() as {
      token_hash: string
    }[]
    expect(stored.map((row) => row.token_hash)).toContain(sha256(token))
    expect(stored.map((row) => row.token_hash)).not.toContain(token)
    expect((await ops(sim, 'GET', 'me', { token })).body.operator).toMatchObject({ name: SUPPORT.name })
  })

  it('refuses a wrong password alike for unknown logins, and makes each next try of the login wait longer', async () => {
    const wrong = await ops(sim, 'POST', 'sign-in', { body: { login: FINANCE.login, password: 'nope' } })
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Wrong login or password' } })
    const unknown = await ops(sim, 'POST', 'sign-in', { body: { login: 'nobody.desk', password: 'nope' } })
    expect(unknown).toMatchObject({ status: 400, body: { error: 'Wrong login or password' } })
    // Even the right password waits its turn: one second after the first failure.
    const waiting = await ops(sim, 'POST', 'sign-in', {
      body: { login: FINANCE.login, password: FINANCE.password },
    })
    expect(waiting).toMatchObject({ status: 429, body: { retryAfterSeconds: 1 } })
    sim.advanceClock(1000)
    expect(
      (await ops(sim, 'POST', 'sign-in', { body: { login: FINANCE.login, password: 'nope' } })).status,
    ).toBe(400)
    // The second failure doubles the wait.
    sim.advanceClock(1000)
    expect(
      (await ops(sim, 'POST', 'sign-in', { body: { login: FINANCE.login, password: FINANCE.password } }))
        .body,
    ).toMatchObject({
      retryAfterSeconds: 1,
    })
    sim.advanceClock(1000)
    // A completed sign-in starts the count afresh.
    await operatorSignIn(sim, FINANCE)
    expect(
      (await ops(sim, 'POST', 'sign-in', { body: { login: FINANCE.login, password: 'nope' } })).status,
    ).toBe(400)
    sim.advanceClock(1000)
    expect(
      (await ops(sim, 'POST', 'sign-in', { body: { login: FINANCE.login, password: FINANCE.password } }))
        .status,
    ).toBe(200)
  })

  it('uses a sign-in up after three wrong codes', async () => {
    const first = await ops(sim, 'POST', 'sign-in', {
      body: { login: SUPPORT.login, password: SUPPORT.password },
    })
    const challenge = first.body.challenge as string
    for (const [index, error] of [
      'Wrong code',
      'Wrong code',
      'Wrong code. Enter your password again for a new code.',
    ].entries()) {
      // Each wrong code makes the login wait, as a wrong password does.
      sim.advanceClock(2 ** index * 1000)
      expect(await ops(sim, 'POST', 'sign-in/code', { body: { challenge, code: '000000' } })).toMatchObject({
        status: 400,
        body: { error },
      })
    }
    sim.advanceClock(4000)
    expect((await ops(sim, 'POST', 'sign-in/code', { body: { challenge, code: '123456' } })).status).toBe(400)
    sim.advanceClock(8000)
    await operatorSignIn(sim)
  })

  it('ends a session on sign-out and when it expires', async () => {
    const token = await operatorSignIn(sim)
    expect((await ops(sim, 'POST', 'sign-out', { token })).status).toBe(200)
    expect(await ops(sim, 'GET', 'me', { token })).toMatchObject({
      status: 401,
      body: { error: 'Sign in again' },
    })
    const later = await operatorSignIn(sim)
    sim.advanceClock(OPERATOR_SESSION_MS)
    expect((await ops(sim, 'GET', 'me', { token: later })).status).toBe(401)
  })

  it('lets each role call only its own routes', async () => {
    const support = await operatorSignIn(sim, SUPPORT)
    const finance = await operatorSignIn(sim, FINANCE)
    expect((await ops(sim, 'GET', 'conversations', { token: finance })).status).toBe(403)
    expect((await ops(sim, 'GET', 'users/1', { token: finance })).status).toBe(403)
    expect(await ops(sim, 'GET', 'audit/all', { token: support })).toMatchObject({
      status: 403,
      body: { error: 'Your role cannot open this' },
    })
    expect((await ops(sim, 'GET', 'conversations', { token: support })).status).toBe(200)
    // Finance reads everyone's entries, support its own only.
    const all = (await ops(sim, 'GET', 'audit/all', { token: finance })).body.entries as { actor: string }[]
    expect(new Set(all.map((entry) => entry.actor))).toEqual(
      new Set([SUPPORT.login, FINANCE.login, 'nobody.desk']),
    )
    const own = (await ops(sim, 'GET', 'audit', { token: support })).body.entries as { actor: string }[]
    expect(new Set(own.map((entry) => entry.actor))).toEqual(new Set([SUPPORT.login]))
  })

  it('opens nothing under /ops with a user token, and nothing of the user API with an operator token', async () => {
    const user = await signIn(sim, RICH_DEMO)
    const userToken = user.token.value ?? ''
    const operator = await operatorSignIn(sim, SUPPORT)
    for (const route of OPS_ROUTES.filter((r) => r.roles !== 'public')) {
      const path = concrete(route.path)
      for (const headers of [{ authorization: `Bearer ${userToken}` }, { token: userToken }] as Record<
        string,
        string
      >[]) {
        const answer = await ops(sim, route.method, path, {
          headers,
          body: route.method === 'POST' ? {} : undefined,
        })
        expect(answer.status, `${route.method} ${route.path}`).toBe(401)
      }
    }
    for (const headers of [{ token: operator }, { authorization: `Bearer ${operator}` }] as Record<
      string,
      string
    >[]) {
      const answer = await fetch(`${sim.url}/api/user/info`, { headers })
      expect(((await answer.json()) as { status: number }).status).toBe(3)
    }
    expect((await rawPost(sim, 'user/verification', {}, { token: operator })).status).toBe(3)
  })

  it('writes every sign-in, refusal and sign-out to an audit log that refuses edits', async () => {
    const db = sim.sim.db
    const actions = (
      db.prepare('SELECT DISTINCT action FROM operator_audit').all() as { action: string }[]
    ).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['sign-in', 'sign-in-refused', 'sign-out']))
    expect(() => db.prepare("UPDATE operator_audit SET action = 'nothing'").run()).toThrow(
      'the audit log is append-only',
    )
    expect(() => db.prepare('DELETE FROM operator_audit').run()).toThrow('the audit log is append-only')
    // And no route of the console writes to it but by appending: there is none to edit or delete entries.
    expect(OPS_ROUTES.filter((route) => route.path.startsWith('audit')).map((route) => route.method)).toEqual(
      ['GET', 'GET'],
    )
  })
})
