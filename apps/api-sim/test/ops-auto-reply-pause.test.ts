import type { ChatMessage } from '@mandi/api-client'
import { afterEach, describe, expect, it } from 'vitest'
import { PERSON_WHEN_AVAILABLE } from '../src/chat/auto-reply.ts'
import type { RunningSim } from '../src/main.ts'
import { operatorSignIn, ops, SUPPORT } from './ops-support.ts'
import { EMPTY_DEMO, key, run, type Session, signIn, startTestSim } from './support.ts'

// Issue 29, phase B: while a person covers the support desk (a support operator signed in to the console and
// available), the desks' automatic replies stop; when nobody does, each automatic reply says when a person
// answers.

const desk = 900_001

describe('automatic replies and the people at the support desk', () => {
  let sim: RunningSim | undefined
  afterEach(async () => {
    await sim?.close()
    sim = undefined
  })

  const agentMessages = async (user: Session): Promise<ChatMessage[]> =>
    (await run(user.client.chat.messages({ userId: desk }))).filter((m) => m.ref === 0)

  it('replies automatically, saying when a person answers, while nobody is available; not while someone is', async () => {
    const running = await startTestSim()
    sim = running
    const user = await signIn(running, EMPTY_DEMO)
    const before = (await agentMessages(user)).length

    await run(user.client.chat.send({ content: 'Where is my withdrawal?', receiver: desk }, key()))
    await expect.poll(async () => (await agentMessages(user)).length).toBe(before + 1)
    const reply = (await agentMessages(user)).at(-1)
    expect(reply?.auto).toMatchObject({ topic: 'withdrawal', person: 'when_available' })
    expect(reply?.content.endsWith(PERSON_WHEN_AVAILABLE)).toBe(true)
    expect(PERSON_WHEN_AVAILABLE).toBe(
      'A person from support answers when one is available; this reply is automatic.',
    )

    const token = await operatorSignIn(running, SUPPORT)
    await ops(running, 'POST', 'availability', { token, body: { available: true } })
    await run(user.client.chat.send({ content: 'Is my deposit in?', receiver: desk }, key()))
    // No reply is even scheduled: the person answers.
    expect(running.sim.timers.size).toBe(0)
    expect((await agentMessages(user)).length).toBe(before + 1)

    // Signed out: nobody covers the desk, and the automatic replies come back.
    await ops(running, 'POST', 'sign-out', { token })
    await run(user.client.chat.send({ content: 'Is my deposit in?', receiver: desk }, key()))
    await expect.poll(async () => (await agentMessages(user)).length).toBe(before + 2)
  })

  it('drops a reply that was due when a person became available before it went out', async () => {
    // The reply waits long enough for the operator to say available in between.
    const running = await startTestSim({ agentReplyMs: 1500 })
    sim = running
    const user = await signIn(running, EMPTY_DEMO)
    const before = (await agentMessages(user)).length
    const token = await operatorSignIn(running, SUPPORT)
    await run(user.client.chat.send({ content: 'Where is my withdrawal?', receiver: desk }, key()))
    expect(running.sim.timers.size).toBe(1)
    await ops(running, 'POST', 'availability', { token, body: { available: true } })
    // The timer fires and finds a person there: nothing is sent.
    await expect.poll(() => running.sim.timers.size, { timeout: 10_000 }).toBe(0)
    expect((await agentMessages(user)).length).toBe(before)
  })
})
