import type { ChatMessage } from '@mandi/api-client'
import { rupees } from '@mandi/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERSON_WHEN_AVAILABLE } from '../src/chat/auto-reply.ts'
import type { RunningSim } from '../src/main.ts'
import { EMPTY_DEMO, failure, key, RICH_DEMO, run, type Session, signIn, startTestSim } from './support.ts'

// Issue 27: until a person answers, the desks reply automatically and say so (`auto`), about what the message
// names, from what the server knows of this user's account, with the app screen that shows it. Each says when
// a person answers (issue 29: nobody covers the desk in these tests).
const person = 'when_available'

describe('automatic replies of the support desks', () => {
  let sim: RunningSim
  let asha: Session
  let finance: number

  beforeAll(async () => {
    sim = await startTestSim()
    asha = await signIn(sim, EMPTY_DEMO)
    const desks = await run(asha.client.chat.admins())
    finance = desks.find((desk) => desk.nickName === 'Finance desk')?.id ?? 0
  })
  afterAll(() => sim.close())

  /** Sends a message to a desk and waits for the desk's answer to it. */
  async function ask(content: string, desk = finance): Promise<ChatMessage> {
    const sent = await run(asha.client.chat.send({ content, receiver: desk }, key()))
    let reply: ChatMessage | undefined
    await expect
      .poll(async () => {
        const history = await run(asha.client.chat.messages({ userId: desk }))
        reply = history.find((m) => m.msgId > sent.msgId && m.ref === 0)
        return reply !== undefined
      })
      .toBe(true)
    return reply as ChatMessage
  }

  it('names the user’s withdrawal from its record, in any of the three languages, under the desk’s name', async () => {
    const none = await ask('Where is my withdrawal?')
    expect(none.auto).toEqual({ topic: 'withdrawal', state: 'none', link: '/payout', person })
    expect(none.sender.nickName).toBe('Finance desk')

    // A deposit paid on its page, a bank bound and ₹1,000 withdrawn: Pending in bank (status 0).
    const order = await run(asha.client.pay.create({ amount: rupees(2000), tp: 0, channelId: 2 }, key()))
    expect((await fetch(order.url, { method: 'POST' })).status).toBe(200)
    await run(
      asha.client.bank.create({
        bankAccount: '40000011112222',
        accountHolder: 'Demo Newcomer',
        ifsc: 'DEMO0000002',
        bankName: 'Sample Bank',
      }),
    )
    const [bank] = await run(asha.client.bank.list())
    await run(asha.client.payout.create({ amount: rupees(1000), bankId: bank?.id ?? 0, tp: 0 }, key()))
    const [withdrawal] = await run(asha.client.payout.list())

    for (const question of [
      'When does my withdrawal reach the bank?',
      'Paisa kab niklega?',
      'मेरी निकासी कब आएगी?',
    ]) {
      const reply = await ask(question)
      expect(reply.auto).toEqual({
        topic: 'withdrawal',
        state: 'pending',
        link: '/hist?tab=withdraw',
        amount: rupees(1000),
        at: withdrawal?.createdAt,
        person,
      })
      // Test sim: Monday 1 June 2026.
      expect(reply.content).toBe(
        `Your withdrawal of ₹1,000.00 on 1 Jun shows Pending in bank: it has not been paid to your bank yet. ${PERSON_WHEN_AVAILABLE}`,
      )
      expect(reply.sender.nickName).toBe('Finance desk')
    }

    // Paid (status 3), as the payout desk would mark it.
    sim.sim.db.prepare('UPDATE withdrawals SET status = 3 WHERE order_num = ?').run(withdrawal?.orderNumber)
    const paid = await ask('withdraw status?')
    expect(paid.auto).toMatchObject({ state: 'paid', amount: rupees(1000) })
    expect(paid.content).toBe(
      `Your withdrawal of ₹1,000.00 on 1 Jun was paid to your bank account. ${PERSON_WHEN_AVAILABLE}`,
    )
  })

  it('answers deposit, KYC, mining, BIT Pro and password questions, and says what it answers otherwise', async () => {
    expect((await ask('Is my deposit done?')).auto).toMatchObject({
      topic: 'deposit',
      state: 'credited',
      link: '/hist?tab=deposit',
      amount: rupees(2000),
    })
    expect((await ask('KYC kab hoga?')).auto).toEqual({
      topic: 'kyc',
      state: 'unverified',
      link: '/verif',
      person,
    })
    expect((await ask('mining plan?')).auto).toEqual({
      topic: 'mining',
      state: 'none',
      link: '/home',
      person,
    })
    expect((await ask('बिट प्रो')).auto).toEqual({ topic: 'pro', state: 'none', link: '/pro', person })
    expect((await ask('password bhool gaya')).auto).toEqual({
      topic: 'password',
      state: 'help',
      link: '/changeloginpass',
      person,
    })
    const help = await ask('Hello?')
    expect(help.auto).toEqual({ topic: 'help', state: 'topics', link: '', person })
    expect(help.content).toContain('answers automatically')
  })

  it('refuses a message over 2,000 characters saying by how much; a desk switched off does not answer', async () => {
    expect(
      await failure(asha.client.chat.send({ content: 'x'.repeat(2013), receiver: finance }, key())),
    ).toMatchObject({ info: 'The message is 13 characters over the limit of 2000' })

    sim.sim.db.prepare('UPDATE chat_admins SET auto_reply = 0 WHERE id = ?').run(finance - 900_000)
    const timers = sim.sim.timers.size
    await run(asha.client.chat.send({ content: 'My withdrawal?', receiver: finance }, key()))
    expect(sim.sim.timers.size).toBe(timers)
    sim.sim.db.prepare('UPDATE chat_admins SET auto_reply = 1 WHERE id = ?').run(finance - 900_000)
  })

  it('seeds the rich demo’s chat with automatic replies only, none under a person’s name', async () => {
    const rich = await signIn(sim, RICH_DEMO)
    const desks = await run(rich.client.chat.admins())
    const replies: ChatMessage[] = []
    for (const desk of desks) {
      for (const m of await run(rich.client.chat.messages({ userId: desk.id })))
        if (m.ref === 0) replies.push(m)
    }
    expect(replies.length).toBeGreaterThan(2)
    for (const reply of replies) {
      expect(reply.auto).toBeDefined()
      expect(reply.sender.nickName).toMatch(/ desk$/)
      expect(reply.content).not.toMatch(/Priya|I am|we are checking/i)
    }
    expect(replies.map((m) => m.auto?.topic)).toEqual(expect.arrayContaining(['deposit', 'withdrawal']))
  })
})
