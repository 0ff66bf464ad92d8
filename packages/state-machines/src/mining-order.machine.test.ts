import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { miningOrderMachine, miningOrderSummary } from './mining-order.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['loadPlan', 'loadBalance', 'createMiningOrder']
const PLAN = { title: 'Rig S', countDays: 30, income: 2, price: rupees(1000) }
const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

async function submitted(quantity = '3') {
  const harness = startMachine(miningOrderMachine, ACTORS, { miningId: 9 })
  harness.controlled.resolve('loadPlan', PLAN)
  await flush()
  harness.controlled.resolve('loadBalance', rupees(5000))
  await flush()
  harness.actor.send({ type: 'change', value: quantity })
  harness.actor.send({ type: 'submit' })
  return harness
}

describe('mining order machine', () => {
  it('shows the income rate as 100 + rate × days and the total', async () => {
    const { actor } = await submitted('abc')
    actor.send({ type: 'change', value: '2' })
    expect(miningOrderSummary(actor.getSnapshot().context)).toEqual({
      incomePercent: 160,
      total: rupees(2000),
    })
  })

  it('takes typing and Buy while the balance is still loading (the form is already shown)', async () => {
    const { actor, controlled, callsOf } = startMachine(miningOrderMachine, ACTORS, { miningId: 9 })
    controlled.resolve('loadPlan', PLAN)
    await flush()
    expect(actor.getSnapshot().matches('loadingBalance')).toBe(true)
    actor.send({ type: 'change', value: '12' })
    expect(actor.getSnapshot().context.quantityText).toBe('12')
    actor.send({ type: 'submit' })
    expect(callsOf('createMiningOrder')).toHaveLength(1)
    expect(callsOf('createMiningOrder')[0]?.input).toMatchObject({ quantity: 12 })
  })

  it('is busy while the order is in flight (the quantity is shown read-only), and editable after', async () => {
    const { actor, controlled } = await submitted('3')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'change', value: '4' })).toBe(false)
    controlled.reject('createMiningOrder', failures.timeout)
    await flush()
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'change', value: '4' })
    expect(actor.getSnapshot().context.quantityText).toBe('4')
  })

  it('rejects a quantity that is not 1 to 3 digits', async () => {
    const { actor, callsOf } = await submitted('abc')
    expect(actor.getSnapshot().context.error).toBe('Invalid Num')
    expect(callsOf('createMiningOrder')).toHaveLength(0)
  })

  it('success: server message in an alert, field cleared, balance reloaded', async () => {
    const { actor, controlled, emitted, callsOf } = await submitted()
    expect(callsOf('createMiningOrder')[0]?.input).toMatchObject({ miningId: 9, quantity: 3 })
    controlled.resolve('createMiningOrder', 'Order created')
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Order created' }])
    expect(actor.getSnapshot().context.quantityText).toBe('')
    expect(callsOf('loadBalance')).toHaveLength(2)
  })

  it('rejection: server message in an alert and the field cleared; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await submitted()
    controlled.reject('createMiningOrder', failures.rejected('Insufficient balance'))
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Insufficient balance' }])
    expect(actor.getSnapshot().context.quantityText).toBe('')
    actor.send({ type: 'change', value: '1' })
    actor.send({ type: 'submit' })
    controlled.reject('createMiningOrder', failures.sessionInvalid)
    await flush()
    expect(emitted.at(-1)).toEqual({ type: 'sessionInvalid' })
  })

  it('a double tap sends once; after a time-out the quantity stays and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await submitted()
    actor.send({ type: 'submit' })
    expect(callsOf('createMiningOrder')).toHaveLength(1)
    controlled.reject('createMiningOrder', failures.timeout)
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Network error occurred' }])
    expect(actor.getSnapshot().context.quantityText).toBe('3')
    actor.send({ type: 'submit' })
    expect(keyOf(callsOf('createMiningOrder')[1])).toBe(keyOf(callsOf('createMiningOrder')[0]))
  })

  it('a garbled answer is an unknown outcome: the time-out message, the quantity kept, the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await submitted()
    controlled.reject('createMiningOrder', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Network error occurred' }])
    expect(actor.getSnapshot().context.quantityText).toBe('3')
    actor.send({ type: 'submit' })
    expect(callsOf('createMiningOrder')).toHaveLength(2)
    expect(keyOf(callsOf('createMiningOrder')[1])).toBe(keyOf(callsOf('createMiningOrder')[0]))
  })

  it('sends the plan price shown; a changed price keeps the quantity, shows the new price and total, and asks again under a new key', async () => {
    const { actor, controlled, emitted, callsOf } = await submitted()
    expect(callsOf('createMiningOrder')[0]?.input).toMatchObject({ quantity: 3, price: rupees(1000) })
    controlled.reject('createMiningOrder', {
      _tag: 'PriceChanged',
      info: 'The price changed to ₹1,050.00. Please check and confirm again.',
      price: rupees(1050),
    })
    await flush()
    const { context } = actor.getSnapshot()
    // Nothing was ordered: no alert of the server's English text, the field kept, the figures updated.
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toBe('editing')
    expect(context).toMatchObject({
      quantityText: '3',
      priceChange: { from: rupees(1000), to: rupees(1050) },
      idempotencyKey: null,
    })
    expect(miningOrderSummary(context)?.total).toBe(rupees(3150))
    actor.send({ type: 'submit' })
    const [first, second] = callsOf('createMiningOrder')
    expect(second?.input).toMatchObject({ quantity: 3, price: rupees(1050) })
    expect(keyOf(second)).not.toBe(keyOf(first))
    expect(actor.getSnapshot().context.priceChange).toBeNull()
    controlled.resolve('createMiningOrder', 'Order created')
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Order created' }])
  })
})
