import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { bitProTransferMachine } from './bit-pro-transfer.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['loadInvestment', 'transferPrincipal', 'transferProfit']
const INVESTMENT = {
  id: 4,
  amount: rupees(6000),
  profit: rupees(120),
  status: 0,
  createdAt: '2026-11-01 10:00:00',
}
const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

async function ready() {
  const harness = startMachine(bitProTransferMachine, ACTORS, { id: 4 })
  harness.controlled.resolve('loadInvestment', INVESTMENT)
  await flush()
  return harness
}

describe('BIT Pro transfer machine', () => {
  it('transfers the profit at once and reloads the detail', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'transferProfit' })
    actor.send({ type: 'transferProfit' })
    expect(callsOf('transferProfit')).toHaveLength(1)
    controlled.resolve('transferProfit', 'Profit transferred')
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Profit transferred' }])
    expect(callsOf('loadInvestment')).toHaveLength(2)
  })

  it('the principal waits behind a confirmation; cancel sends nothing', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'transferPrincipal' })
    expect(actor.getSnapshot().value).toEqual({ investment: 'shown', transfer: 'confirmingPrincipal' })
    actor.send({ type: 'cancel' })
    expect(callsOf('transferPrincipal')).toHaveLength(0)
    actor.send({ type: 'transferPrincipal' })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'confirm' })
    expect(callsOf('transferPrincipal')).toEqual([
      expect.objectContaining({ input: expect.objectContaining({ id: 4 }) }),
    ])
    controlled.resolve('transferPrincipal', 'Principal transferred')
    await flush()
    expect(actor.getSnapshot().value).toEqual({ investment: 'loading', transfer: 'idle' })
  })

  it('takes both Transfer taps while the investment reloads after a transfer; the reload still lands', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'transferProfit' })
    controlled.resolve('transferProfit', 'Profit transferred')
    await flush()
    actor.send({ type: 'transferPrincipal' })
    expect(actor.getSnapshot().value).toEqual({ investment: 'loading', transfer: 'confirmingPrincipal' })
    // The investment still refreshes while the confirmation is open.
    controlled.resolve('loadInvestment', { ...INVESTMENT, profit: rupees(0) })
    await flush()
    expect(actor.getSnapshot().context.investment?.profit).toBe(rupees(0))
    actor.send({ type: 'confirm' })
    expect(callsOf('transferPrincipal')).toHaveLength(1)
    controlled.resolve('transferPrincipal', 'Principal transferred')
    await flush()
    // A profit tap during the reload after the principal is taken too.
    actor.send({ type: 'transferProfit' })
    expect(callsOf('transferProfit')).toHaveLength(2)
    expect(keyOf(callsOf('transferProfit')[1])).not.toBe(keyOf(callsOf('transferProfit')[0]))
    controlled.reject('transferProfit', failures.rejected('Nothing to transfer'))
    await flush()
    expect(emitted.map((e) => (e as { message?: string }).message)).toEqual([
      'Profit transferred',
      'Principal transferred',
      'Nothing to transfer',
    ])
    controlled.resolve('loadInvestment', { ...INVESTMENT, profit: rupees(0), status: 1 })
    await flush()
    expect(actor.getSnapshot().value).toEqual({ investment: 'shown', transfer: 'idle' })
    expect(actor.getSnapshot().context.investment?.status).toBe(1)
  })

  it('failure toasts the server info; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'transferProfit' })
    controlled.reject('transferProfit', failures.rejected('Nothing to transfer'))
    await flush()
    actor.send({ type: 'transferProfit' })
    controlled.reject('transferProfit', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Nothing to transfer' }, { type: 'sessionInvalid' }])
  })

  it('a time-out retry reuses the key of the same transfer only', async () => {
    const { actor, controlled, callsOf } = await ready()
    actor.send({ type: 'transferProfit' })
    controlled.reject('transferProfit', failures.timeout)
    await flush()
    actor.send({ type: 'transferProfit' })
    expect(keyOf(callsOf('transferProfit')[1])).toBe(keyOf(callsOf('transferProfit')[0]))
    controlled.reject('transferProfit', failures.timeout)
    await flush()
    actor.send({ type: 'transferPrincipal' })
    actor.send({ type: 'confirm' })
    expect(keyOf(callsOf('transferPrincipal')[0])).not.toBe(keyOf(callsOf('transferProfit')[0]))
  })

  it('a garbled answer is an unknown outcome: the time-out message, and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'transferPrincipal' })
    actor.send({ type: 'confirm' })
    controlled.reject('transferPrincipal', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Network error occurred' }])
    actor.send({ type: 'transferPrincipal' })
    actor.send({ type: 'confirm' })
    expect(callsOf('transferPrincipal')).toHaveLength(2)
    expect(keyOf(callsOf('transferPrincipal')[1])).toBe(keyOf(callsOf('transferPrincipal')[0]))
  })
})
