import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { bitProInvestMachine } from './bit-pro-invest.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['loadTotals', 'loadInvestments', 'createInvestment']
const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

async function popupWith(amount = rupees(6000)) {
  const harness = startMachine(bitProInvestMachine, ACTORS)
  harness.controlled.resolve('loadTotals', { amount: rupees(0), profit: rupees(0) })
  await flush()
  harness.controlled.resolve('loadInvestments', [])
  await flush()
  harness.actor.send({ type: 'open' })
  harness.actor.send({ type: 'pick', amount })
  return harness
}

describe('BIT Pro invest machine', () => {
  it('offers the quick amounts and validates 3 to 12 digits', async () => {
    const { actor, callsOf } = await popupWith()
    expect(actor.getSnapshot().context.quickAmounts).toContain(rupees(200_000))
    expect(actor.getSnapshot().context.amountText).toBe('6000')
    actor.send({ type: 'change', value: '12' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.error).toBe('Amount must be 3 to 12 digits')
    expect(callsOf('createInvestment')).toHaveLength(0)
  })

  it('success: toast, popup closed, totals and list reloaded', async () => {
    const { actor, controlled, emitted, callsOf } = await popupWith()
    actor.send({ type: 'submit' })
    expect(callsOf('createInvestment')[0]?.input).toMatchObject({ amount: rupees(6000) })
    controlled.resolve('createInvestment', 'Invested')
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Invested' }])
    expect(actor.getSnapshot().value).toEqual({ figures: 'loadingTotals', buy: 'closed' })
    expect(callsOf('loadTotals')).toHaveLength(2)
  })

  it('takes BUY, typing and a second investment while the figures reload after one; the reload is not cancelled', async () => {
    const { actor, controlled, emitted, callsOf } = await popupWith()
    actor.send({ type: 'submit' })
    controlled.resolve('createInvestment', 'Invested')
    await flush()
    actor.send({ type: 'open' })
    actor.send({ type: 'change', value: '7000' })
    expect(actor.getSnapshot().context.amountText).toBe('7000')
    expect(actor.getSnapshot().value).toEqual({ figures: 'loadingTotals', buy: { open: 'editing' } })
    // The figures still refresh while the popup is open.
    controlled.resolve('loadTotals', { amount: rupees(6000), profit: rupees(0) })
    await flush()
    controlled.resolve('loadInvestments', [
      { id: 1, amount: rupees(6000), profit: rupees(0), status: 0, createdAt: '2026-11-01 10:00:00' },
    ])
    await flush()
    expect(actor.getSnapshot().value).toEqual({ figures: 'shown', buy: { open: 'editing' } })
    expect(actor.getSnapshot().context.totals).toEqual({ amount: rupees(6000), profit: rupees(0) })
    expect(actor.getSnapshot().context.investments).toHaveLength(1)
    actor.send({ type: 'submit' })
    expect(callsOf('createInvestment')).toHaveLength(2)
    expect(callsOf('createInvestment')[1]?.input).toMatchObject({ amount: rupees(7000) })
    expect(keyOf(callsOf('createInvestment')[1])).not.toBe(keyOf(callsOf('createInvestment')[0]))
    controlled.resolve('createInvestment', 'Invested again')
    await flush()
    expect(emitted).toEqual([
      { type: 'toast', message: 'Invested' },
      { type: 'toast', message: 'Invested again' },
    ])
    expect(callsOf('loadTotals')).toHaveLength(3)
  })

  it('an investment made while the figures reload starts the reload again, so the list has it', async () => {
    const { actor, controlled, callsOf } = await popupWith()
    actor.send({ type: 'submit' })
    controlled.resolve('createInvestment', 'Invested')
    await flush()
    actor.send({ type: 'open' })
    actor.send({ type: 'pick', amount: rupees(10_000) })
    actor.send({ type: 'submit' })
    controlled.resolve('createInvestment', 'Invested again')
    await flush()
    expect(callsOf('loadTotals')).toHaveLength(3)
    // The answer of the reload that was started again changes nothing.
    controlled.resolve('loadTotals', { amount: rupees(6000), profit: rupees(0) })
    await flush()
    expect(actor.getSnapshot().context.totals).toEqual({ amount: rupees(0), profit: rupees(0) })
    controlled.resolve('loadTotals', { amount: rupees(16_000), profit: rupees(0) })
    await flush()
    expect(actor.getSnapshot().context.totals).toEqual({ amount: rupees(16_000), profit: rupees(0) })
    expect(actor.getSnapshot().matches({ figures: 'loadingList' })).toBe(true)
  })

  it('failure toasts the server info; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await popupWith()
    actor.send({ type: 'submit' })
    controlled.reject('createInvestment', failures.rejected('Insufficient balance'))
    await flush()
    actor.send({ type: 'submit' })
    controlled.reject('createInvestment', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Insufficient balance' }, { type: 'sessionInvalid' }])
    expect(actor.getSnapshot().context.amountText).toBe('6000')
  })

  it('a double tap invests once; a time-out retry reuses the key; closing the popup drops a late answer', async () => {
    const { actor, controlled, emitted, callsOf } = await popupWith()
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(callsOf('createInvestment')).toHaveLength(1)
    controlled.reject('createInvestment', failures.timeout)
    await flush()
    actor.send({ type: 'submit' })
    expect(keyOf(callsOf('createInvestment')[1])).toBe(keyOf(callsOf('createInvestment')[0]))
    actor.send({ type: 'close' })
    controlled.resolve('createInvestment', 'late')
    await flush()
    expect(actor.getSnapshot().value).toEqual({ figures: 'shown', buy: 'closed' })
    expect(emitted).toEqual([{ type: 'toast', message: 'Network error occurred' }])
  })

  it('a garbled answer is an unknown outcome: the time-out message, and the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await popupWith()
    actor.send({ type: 'submit' })
    controlled.reject('createInvestment', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Network error occurred' }])
    expect(actor.getSnapshot().context.amountText).toBe('6000')
    actor.send({ type: 'submit' })
    expect(callsOf('createInvestment')).toHaveLength(2)
    expect(keyOf(callsOf('createInvestment')[1])).toBe(keyOf(callsOf('createInvestment')[0]))
  })
})
