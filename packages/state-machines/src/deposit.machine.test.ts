import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { depositMachine } from './deposit.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['loadLimits', 'loadChannels', 'createDeposit']
const CHANNELS = [
  { id: 1, title: 'UPI' },
  { id: 2, title: 'Bank' },
]

async function atPopup(limits: unknown = []) {
  const harness = startMachine(depositMachine, ACTORS, { userCode: 'A42' })
  harness.controlled.resolve('loadLimits', limits)
  await flush()
  harness.actor.send({ type: 'continue' })
  harness.controlled.resolve('loadChannels', CHANNELS)
  await flush()
  harness.actor.send({ type: 'selectChannel', id: 1 })
  return harness
}

const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

describe('deposit machine', () => {
  it('preselects 600; the limit call replaces the recommended amounts', async () => {
    const { actor, controlled } = startMachine(depositMachine, ACTORS, { userCode: 'A42' })
    expect(actor.getSnapshot().context.amountText).toBe('600')
    controlled.resolve('loadLimits', [rupees(700), rupees(900)])
    await flush()
    expect(actor.getSnapshot().context.amounts).toEqual([rupees(700), rupees(900)])
    actor.send({ type: 'pick', amount: rupees(900) })
    expect(actor.getSnapshot().context.amountText).toBe('900')
  })

  it('takes typing, a pick and Continue while pay/limit is still on its way; a late answer only sets the amounts', async () => {
    const { actor, controlled } = startMachine(depositMachine, ACTORS, { userCode: 'A42' })
    expect(actor.getSnapshot().context.limitsPending).toBe(true)
    actor.send({ type: 'change', value: '750' })
    expect(actor.getSnapshot().context.amountText).toBe('750')
    actor.send({ type: 'pick', amount: rupees(3000) })
    expect(actor.getSnapshot().context.amountText).toBe('3000')
    actor.send({ type: 'continue' })
    expect(actor.getSnapshot().matches('channelPopup')).toBe(true)
    controlled.resolve('loadLimits', [rupees(700)])
    await flush()
    expect(actor.getSnapshot().matches('channelPopup')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      amounts: [rupees(700)],
      amountText: '3000',
      limitsPending: false,
    })
  })

  it('keeps the default amounts when pay/limit fails', async () => {
    const { actor, controlled } = startMachine(depositMachine, ACTORS, { userCode: 'A42' })
    const defaults = actor.getSnapshot().context.amounts
    controlled.reject('loadLimits', new Error('offline'))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ amounts: defaults, limitsPending: false })
  })

  it('shows the §5 messages for the amount and the channel', async () => {
    const { actor, controlled } = startMachine(depositMachine, ACTORS, { userCode: 'A42' })
    controlled.resolve('loadLimits', [])
    await flush()
    actor.send({ type: 'change', value: '5' })
    actor.send({ type: 'continue' })
    expect(actor.getSnapshot().context.error).toBe('Invalid Amount')
    actor.send({ type: 'change', value: '00' })
    actor.send({ type: 'continue' })
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid amount')
    actor.send({ type: 'change', value: '12345678901234' })
    expect(actor.getSnapshot().context.amountText).toBe('1234567890')
    actor.send({ type: 'continue' })
    controlled.resolve('loadChannels', CHANNELS)
    await flush()
    actor.send({ type: 'pay' })
    expect(actor.getSnapshot().context.error).toBe('Please select a payment method')
  })

  it('success with a link opens it; tp 1 goes to /bank_transfer with amount, code and order id', async () => {
    const link = await atPopup()
    link.actor.send({ type: 'pay' })
    link.controlled.resolve('createDeposit', { tp: 0, url: 'https://pay.example/1' })
    await flush()
    expect(link.emitted).toEqual([{ type: 'openUrl', url: 'https://pay.example/1' }])
    expect(link.callsOf('createDeposit')[0]?.input).toMatchObject({ amount: rupees(600), channelId: 1 })

    const bank = await atPopup()
    bank.actor.send({ type: 'pay' })
    bank.controlled.resolve('createDeposit', { tp: 1, url: 'ORD-9' })
    await flush()
    expect(bank.emitted).toEqual([
      { type: 'navigate', to: '/bank_transfer?amount=600&code=A42&orderid=ORD-9' },
    ])
    expect(bank.actor.getSnapshot().status).toBe('done')
  })

  it('status 0 alerts the server info; a network failure alerts the fixed message', async () => {
    const { actor, controlled, emitted } = await atPopup()
    actor.send({ type: 'pay' })
    controlled.reject('createDeposit', failures.rejected('Channel closed'))
    await flush()
    actor.send({ type: 'pay' })
    controlled.reject('createDeposit', failures.network)
    await flush()
    expect(emitted).toEqual([
      { type: 'alert', message: 'Channel closed' },
      { type: 'alert', message: 'Transaction failed. Please try again.' },
    ])
    expect(actor.getSnapshot().context.amountText).toBe('600')
  })

  it('status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await atPopup()
    actor.send({ type: 'pay' })
    controlled.reject('createDeposit', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'sessionInvalid' }])
  })

  it('a double tap creates one order; a retry after a time-out reuses the key, a rejection does not', async () => {
    const { actor, controlled, callsOf } = await atPopup()
    actor.send({ type: 'pay' })
    actor.send({ type: 'pay' })
    expect(callsOf('createDeposit')).toHaveLength(1)
    controlled.reject('createDeposit', failures.timeout)
    await flush()
    actor.send({ type: 'pay' })
    expect(keyOf(callsOf('createDeposit')[1])).toBe(keyOf(callsOf('createDeposit')[0]))
    controlled.reject('createDeposit', failures.rejected('No'))
    await flush()
    actor.send({ type: 'pay' })
    expect(keyOf(callsOf('createDeposit')[2])).not.toBe(keyOf(callsOf('createDeposit')[0]))
  })

  it('an answer after the popup was closed changes nothing', async () => {
    const { actor, controlled, emitted } = await atPopup()
    actor.send({ type: 'pay' })
    actor.send({ type: 'close' })
    controlled.resolve('createDeposit', { tp: 0, url: 'https://late' })
    await flush()
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('a garbled answer is an unknown outcome: the time-out message, and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await atPopup()
    actor.send({ type: 'pay' })
    controlled.reject('createDeposit', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'alert', message: 'Transaction failed. Please try again.' }])
    actor.send({ type: 'pay' })
    expect(callsOf('createDeposit')).toHaveLength(2)
    expect(keyOf(callsOf('createDeposit')[1])).toBe(keyOf(callsOf('createDeposit')[0]))
  })
})
