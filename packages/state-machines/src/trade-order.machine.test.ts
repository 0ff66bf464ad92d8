import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'
import { tradeOrderMachine } from './trade-order.machine.ts'

const ACTORS = ['loadBalance', 'loadRate', 'createTrade']
const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

async function ready() {
  const harness = startMachine(tradeOrderMachine, ACTORS, { code: 'btcusdt' })
  harness.controlled.resolve('loadBalance', rupees(10_000))
  await flush()
  harness.controlled.resolve('loadRate', '5')
  await flush()
  return harness
}

describe('trade order machine', () => {
  it('prefills the amount as balance × rate percent', async () => {
    const { actor } = await ready()
    expect(actor.getSnapshot().context.amountText).toBe('500')
  })

  it('leaves the amount empty when the rate is not a number', async () => {
    const { actor, controlled } = startMachine(tradeOrderMachine, ACTORS, { code: 'btcusdt' })
    controlled.resolve('loadBalance', rupees(10_000))
    await flush()
    controlled.resolve('loadRate', 'n/a')
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.amountText).toBe('')
  })

  it('rejects an amount outside 3 to 12 digits', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'change', value: '50' })
    actor.send({ type: 'submit', direction: 'call' })
    expect(actor.getSnapshot().context.error).toBe('Invalid Amount')
    expect(callsOf('createTrade')).toHaveLength(0)
  })

  it('success: server info in an alert, then the balance is refreshed', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'submit', direction: 'put' })
    expect(callsOf('createTrade')[0]?.input).toMatchObject({ code: 'btcusdt', path: 1, amount: rupees(500) })
    controlled.resolve('createTrade', 'Order placed')
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Order placed' }])
    expect(callsOf('loadBalance')).toHaveLength(2)
    controlled.resolve('refreshBalance', rupees(9500))
    await flush()
    expect(actor.getSnapshot().context.balance).toBe(rupees(9500))
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('takes typing and a direction tap while the balance refreshes after an order (the form is shown)', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'submit', direction: 'call' })
    controlled.resolve('createTrade', 'Order placed')
    await flush()
    expect(actor.getSnapshot().value).toBe('refreshingBalance')
    actor.send({ type: 'change', value: '750' })
    expect(actor.getSnapshot().context.amountText).toBe('750')
    actor.send({ type: 'submit', direction: 'put' })
    expect(callsOf('createTrade')).toHaveLength(2)
    expect(callsOf('createTrade')[1]?.input).toMatchObject({ path: 1, amount: rupees(750) })
    expect(keyOf(callsOf('createTrade')[1])).not.toBe(keyOf(callsOf('createTrade')[0]))
  })

  it('failure: server info in an alert, or the thrown message; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'submit', direction: 'call' })
    controlled.reject('createTrade', failures.rejected('Market closed'))
    await flush()
    actor.send({ type: 'submit', direction: 'call' })
    controlled.reject('createTrade', failures.network)
    await flush()
    actor.send({ type: 'submit', direction: 'call' })
    controlled.reject('createTrade', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([
      { type: 'alert', message: 'Market closed' },
      { type: 'alert', message: 'Network error occurred' },
      { type: 'sessionInvalid' },
    ])
  })

  it('a double tap sends once; a time-out retry reuses the key, the other direction does not', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'submit', direction: 'call' })
    actor.send({ type: 'submit', direction: 'call' })
    expect(callsOf('createTrade')).toHaveLength(1)
    controlled.reject('createTrade', failures.timeout)
    await flush()
    actor.send({ type: 'submit', direction: 'call' })
    expect(keyOf(callsOf('createTrade')[1])).toBe(keyOf(callsOf('createTrade')[0]))
    controlled.reject('createTrade', failures.timeout)
    await flush()
    actor.send({ type: 'submit', direction: 'put' })
    expect(keyOf(callsOf('createTrade')[2])).not.toBe(keyOf(callsOf('createTrade')[0]))
  })

  it('a garbled answer is an unknown outcome: the time-out message, and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'submit', direction: 'call' })
    controlled.reject('createTrade', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Network error occurred' }])
    actor.send({ type: 'submit', direction: 'call' })
    expect(callsOf('createTrade')).toHaveLength(2)
    expect(keyOf(callsOf('createTrade')[1])).toBe(keyOf(callsOf('createTrade')[0]))
  })
})
