import { rupees } from '@mandi/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'
import { SETTLE_CHECKS, tradeOrderMachine } from './trade-order.machine.ts'

const ACTORS = ['loadBalance', 'loadRate', 'createTrade', 'findSettled']
const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

const PLACED = {
  info: 'Order placed',
  id: 41,
  openPrice: 97_123.45,
  rate: 15,
  createdAt: '2026-11-25 08:30:00',
  settlesAt: '2026-11-25 08:31:00',
}

async function ready() {
  const harness = startMachine(tradeOrderMachine, ACTORS, { code: 'btcusdt' })
  harness.controlled.resolve('loadBalance', rupees(10_000))
  await flush()
  harness.controlled.resolve('loadRate', '15')
  await flush()
  return harness
}

const formOf = (actor: Awaited<ReturnType<typeof ready>>['actor']) =>
  (actor.getSnapshot().value as { form: string }).form
const resultOf = (actor: Awaited<ReturnType<typeof ready>>['actor']) =>
  (actor.getSnapshot().value as { result: string }).result

async function place(harness: Awaited<ReturnType<typeof ready>>, amount = '100', answer: object = PLACED) {
  harness.actor.send({ type: 'change', value: amount })
  harness.actor.send({ type: 'submit', direction: 'call' })
  harness.actor.send({ type: 'confirm' })
  harness.controlled.resolve('createTrade', answer)
  await flush()
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-25T03:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('trade order machine: the form', () => {
  it('starts with an empty amount (no prefill) once the balance and the rate are loaded', async () => {
    const { actor } = await ready()
    expect(formOf(actor)).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({
      amountText: '',
      balance: rupees(10_000),
      ratePercent: '15',
    })
  })

  it('a quick amount fills the field in whole rupees', async () => {
    const { actor } = await ready()
    actor.send({ type: 'pick', amount: rupees(500) })
    expect(actor.getSnapshot().context.amountText).toBe('500')
  })

  it('refuses an amount outside 3 to 12 digits or under ₹100 (099), before any confirmation', async () => {
    const { actor, callsOf } = await ready()
    for (const value of ['50', '099', '']) {
      actor.send({ type: 'change', value })
      actor.send({ type: 'submit', direction: 'call' })
      expect(actor.getSnapshot().context.error).toBe('Invalid Amount')
      expect(formOf(actor)).toBe('editing')
    }
    expect(callsOf('createTrade')).toHaveLength(0)
  })

  it('CALL or PUT opens the confirmation; cancel goes back without placing anything', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'put' })
    expect(formOf(actor)).toBe('confirming')
    expect(actor.getSnapshot().context.direction).toBe('put')
    actor.send({ type: 'cancel' })
    expect(formOf(actor)).toBe('editing')
    expect(callsOf('createTrade')).toHaveLength(0)
  })

  it('confirm places the order; the result holds what the server said, then the balance is refreshed', async () => {
    const harness = await ready()
    const { actor, controlled, emitted, callsOf } = harness
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'put' })
    actor.send({ type: 'confirm' })
    expect(callsOf('createTrade')[0]?.input).toMatchObject({ code: 'btcusdt', path: 1, amount: rupees(100) })
    controlled.resolve('createTrade', PLACED)
    await flush()
    // No "Order placed" alert: the result on the form says what was placed.
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context.placed).toEqual({
      ...PLACED,
      serial: 1,
      direction: 'put',
      amount: rupees(100),
      ratePercent: 15,
      deadline: Date.now() + 60_000,
    })
    expect(resultOf(actor)).toBe('open')
    expect(callsOf('loadBalance')).toHaveLength(2)
    controlled.resolve('refreshBalance', rupees(9900))
    await flush()
    expect(actor.getSnapshot().context.balance).toBe(rupees(9900))
    expect(formOf(actor)).toBe('editing')
  })

  it('an answer without the order data still places: the rate shown is trade/rate, nothing is followed', async () => {
    const harness = await ready()
    await place(harness, '100', { info: 'Order placed' })
    expect(harness.actor.getSnapshot().context.placed).toMatchObject({
      ratePercent: '15',
      amount: rupees(100),
    })
    expect(resultOf(harness.actor)).toBe('unfollowed')
    await vi.advanceTimersByTimeAsync(120_000)
    expect(harness.callsOf('findSettled')).toHaveLength(0)
  })

  it('failure: the server info in an alert, the confirmation stays for a retry; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', failures.rejected('Insufficient balance'))
    await flush()
    expect(formOf(actor)).toBe('confirming')
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', failures.network)
    await flush()
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([
      { type: 'alert', message: 'Insufficient balance' },
      { type: 'alert', message: 'Network error occurred' },
      { type: 'sessionInvalid' },
    ])
  })

  it('after a refusal, Place again is a new request under a new key (never an empty one)', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', failures.rejected('Insufficient balance'))
    await flush()
    actor.send({ type: 'confirm' })
    const [first, second] = callsOf('createTrade')
    expect(keyOf(second)).toMatch(/.{8,}/)
    expect(keyOf(second)).not.toBe(keyOf(first))
  })

  it('sends the rate shown; a changed rate places nothing, shows the new rate and asks again under a new key', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'change', value: '1000' })
    actor.send({ type: 'submit', direction: 'put' })
    actor.send({ type: 'confirm' })
    expect(callsOf('createTrade')[0]?.input).toMatchObject({ path: 1, amount: rupees(1000), rate: 15 })
    controlled.reject('createTrade', {
      _tag: 'RateChanged',
      info: 'The rate changed to 12%. Please check and confirm again.',
      rate: 12,
    })
    await flush()
    // The confirmation stays open at the new rate, with no alert of the server's English text.
    expect(formOf(actor)).toBe('confirming')
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context).toMatchObject({
      ratePercent: 12,
      rateChange: { from: '15', to: 12 },
      idempotencyKey: null,
      placed: null,
    })
    actor.send({ type: 'confirm' })
    const [first, second] = callsOf('createTrade')
    expect(second?.input).toMatchObject({ path: 1, amount: rupees(1000), rate: 12 })
    expect(keyOf(second)).toMatch(/.{8,}/)
    expect(keyOf(second)).not.toBe(keyOf(first))
    expect(actor.getSnapshot().context.rateChange).toBeNull()
  })

  it('Cancel after a changed rate forgets the notice; the form keeps the new rate', async () => {
    const { actor, controlled } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', { _tag: 'RateChanged', info: '', rate: 18 })
    await flush()
    actor.send({ type: 'cancel' })
    expect(formOf(actor)).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ ratePercent: 18, rateChange: null })
  })

  it('a double tap sends once; a time-out retry reuses the key, the other direction does not', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'confirm' })
    expect(callsOf('createTrade')).toHaveLength(1)
    controlled.reject('createTrade', failures.timeout)
    await flush()
    actor.send({ type: 'confirm' })
    expect(keyOf(callsOf('createTrade')[1])).toBe(keyOf(callsOf('createTrade')[0]))
    controlled.reject('createTrade', failures.timeout)
    await flush()
    actor.send({ type: 'cancel' })
    actor.send({ type: 'submit', direction: 'put' })
    actor.send({ type: 'confirm' })
    expect(keyOf(callsOf('createTrade')[2])).not.toBe(keyOf(callsOf('createTrade')[0]))
  })

  it('a garbled answer is an unknown outcome: the time-out message, and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'change', value: '100' })
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'confirm' })
    controlled.reject('createTrade', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Network error occurred' }])
    actor.send({ type: 'confirm' })
    expect(callsOf('createTrade')).toHaveLength(2)
    expect(keyOf(callsOf('createTrade')[1])).toBe(keyOf(callsOf('createTrade')[0]))
  })

  it('takes typing and a direction tap while the balance refreshes after an order', async () => {
    const harness = await ready()
    await place(harness)
    const { actor, callsOf } = harness
    expect(formOf(actor)).toBe('refreshingBalance')
    actor.send({ type: 'change', value: '750' })
    actor.send({ type: 'submit', direction: 'put' })
    actor.send({ type: 'confirm' })
    expect(callsOf('createTrade')[1]?.input).toMatchObject({ path: 1, amount: rupees(750) })
    expect(keyOf(callsOf('createTrade')[1])).not.toBe(keyOf(callsOf('createTrade')[0]))
  })
})

describe('trade order machine: the result follows the order until it settles', () => {
  it('asks trade/list once the minute is over, and keeps the settled outcome', async () => {
    const harness = await ready()
    await place(harness)
    const { actor, controlled, callsOf } = harness
    await vi.advanceTimersByTimeAsync(59_000)
    expect(callsOf('findSettled')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(callsOf('findSettled')[0]?.input).toEqual({ id: 41 })
    expect(resultOf(actor)).toBe('checking')
    controlled.resolve('findSettled', { status: 1, profitAmount: rupees(15), closePrice: 97_200 })
    await flush()
    expect(resultOf(actor)).toBe('settled')
    expect(actor.getSnapshot().context.settled).toEqual({
      status: 1,
      profitAmount: rupees(15),
      closePrice: 97_200,
    })
  })

  it('asks again while the order is still open or the call fails, then points to My orders', async () => {
    const harness = await ready()
    await place(harness)
    const { actor, controlled, callsOf } = harness
    await vi.advanceTimersByTimeAsync(61_000)
    for (let check = 1; check <= SETTLE_CHECKS; check += 1) {
      expect(callsOf('findSettled')).toHaveLength(check)
      if (check % 2) controlled.resolve('findSettled', null)
      else controlled.reject('findSettled', failures.network)
      await flush()
      await vi.advanceTimersByTimeAsync(2_000)
    }
    expect(callsOf('findSettled')).toHaveLength(SETTLE_CHECKS)
    expect(resultOf(actor)).toBe('unconfirmed')
  })

  it('a new order replaces the result and its countdown', async () => {
    const harness = await ready()
    await place(harness)
    await vi.advanceTimersByTimeAsync(30_000)
    harness.controlled.resolve('refreshBalance', rupees(9900))
    await flush()
    harness.actor.send({ type: 'submit', direction: 'call' })
    harness.actor.send({ type: 'confirm' })
    harness.controlled.resolve('createTrade', { ...PLACED, id: 42 })
    await flush()
    expect(harness.actor.getSnapshot().context.placed).toMatchObject({ id: 42, serial: 2 })
    await vi.advanceTimersByTimeAsync(31_000)
    // The first order's minute is over, but only the second is followed, a minute after it was placed.
    expect(harness.callsOf('findSettled')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(harness.callsOf('findSettled')[0]?.input).toEqual({ id: 42 })
  })
})
