import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSim } from '../src/main.ts'
import { agentAvailable } from '../src/ops/availability.ts'
import { operatorByLogin } from '../src/ops/operators.ts'
import { OPERATOR_SESSION_MS } from '../src/ops/sessions.ts'
import { checkChallenge, startChallenge } from '../src/ops/sign-in-code.ts'
import { FINANCE, operatorSignIn, ops, SUPPORT } from './ops-support.ts'
import { startTestSim } from './support.ts'

describe('agent availability (what issue 27’s automatic replies will ask)', () => {
  let sim: RunningSim

  beforeAll(async () => {
    sim = await startTestSim({ agentReplyMs: 600_000 })
  })
  afterAll(() => sim.close())

  it('is true only while a support operator is signed in and says available', async () => {
    expect(agentAvailable(sim.sim, 1)).toBe(false)
    const token = await operatorSignIn(sim, SUPPORT)
    // Signed in is not yet available: the operator says so.
    expect(agentAvailable(sim.sim, 1)).toBe(false)
    const on = await ops(sim, 'POST', 'availability', { token, body: { available: true } })
    expect(on.body.operator).toMatchObject({ available: true })
    expect(agentAvailable(sim.sim, 1)).toBe(true)
    expect(agentAvailable(sim.sim, 3)).toBe(true)
    // An agent the chat host does not have is nobody's.
    expect(agentAvailable(sim.sim, 99)).toBe(false)
    // A finance operator does not answer chats.
    const finance = await operatorSignIn(sim, FINANCE)
    expect(
      (await ops(sim, 'POST', 'availability', { token: finance, body: { available: true } })).status,
    ).toBe(403)

    await ops(sim, 'POST', 'availability', { token, body: { available: false } })
    expect(agentAvailable(sim.sim, 1)).toBe(false)
    await ops(sim, 'POST', 'availability', { token, body: { available: true } })
    await ops(sim, 'POST', 'sign-out', { token })
    expect(agentAvailable(sim.sim, 1)).toBe(false)

    const again = await operatorSignIn(sim, SUPPORT)
    expect(agentAvailable(sim.sim, 1)).toBe(true)
    sim.advanceClock(OPERATOR_SESSION_MS)
    expect(agentAvailable(sim.sim, 1)).toBe(false)
    expect((await ops(sim, 'GET', 'me', { token: again })).status).toBe(401)

    const audit = sim.sim.db
      .prepare("SELECT before, after FROM operator_audit WHERE action = 'availability' ORDER BY id")
      .all()
    expect(audit).toEqual([
      { before: '{"available":false}', after: '{"available":true}' },
      { before: '{"available":true}', after: '{"available":false}' },
      { before: '{"available":false}', after: '{"available":true}' },
    ])
  })

  it('gives a sign-in from another machine a random code, not the demo one', () => {
    const operator = operatorByLogin(sim.sim.db, SUPPORT.login)
    if (!operator) throw new Error('no demo operator')
    const remote = startChallenge(sim.sim, operator, false)
    expect(checkChallenge(sim.sim, remote, '123456').kind).toBe('wrong')
    const local = startChallenge(sim.sim, operator, true)
    expect(checkChallenge(sim.sim, local, '123456').kind).toBe('ok')
  })
})
