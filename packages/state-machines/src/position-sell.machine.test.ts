import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { assign } from 'xstate'
import { positionSellMachine } from './position-sell.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const POSITION = { purchaseId: 11, quantity: 4, price: rupees(100) }
const OTHER = { purchaseId: 12, quantity: 1, price: rupees(50) }
/** The price guard's refusal (api-client PriceChanged): the server's price is now ₹90. */
const priceChanged = { _tag: 'PriceChanged', info: 'The price changed to ₹90.00.', price: rupees(90) }

function start() {
  let made = 0
  // Numbered keys, so a test can tell a reused key from a new one.
  const machine = positionSellMachine.provide({
    actions: {
      ensureIdempotencyKey: assign(({ context }) => ({
        idempotencyKey: context.idempotencyKey ?? `key-${++made}`,
      })),
    },
  })
  const run = startMachine(machine, ['sell'])
  const sellAndConfirm = (target = POSITION) => {
    run.actor.send({ type: 'sell', ...target })
    run.actor.send({ type: 'confirm' })
  }
  const keys = () =>
    run.callsOf('sell').map((call) => (call.input as { idempotencyKey: string }).idempotencyKey)
  return { ...run, sellAndConfirm, keys }
}

describe('positionSellMachine', () => {
  it('asks first: cancel sends nothing', () => {
    const { actor, callsOf } = start()
    actor.send({ type: 'sell', ...POSITION })
    expect(actor.getSnapshot().value).toBe('confirming')
    expect(actor.getSnapshot().context.target).toEqual(POSITION)
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.target).toBeNull()
    expect(callsOf('sell')).toHaveLength(0)
  })

  it('sells the whole position under a key, shows the server info, and asks for the list again on OK', async () => {
    const { actor, controlled, callsOf, emitted, sellAndConfirm } = start()
    sellAndConfirm()
    expect(actor.getSnapshot().value).toBe('selling')
    // The unit price shown goes with the sale (the price guard).
    expect(callsOf('sell')[0]?.input).toEqual({
      purchaseId: 11,
      quantity: 4,
      sellPrice: rupees(100),
      idempotencyKey: 'key-1',
    })
    controlled.resolve('sell', 'Sold at ₹105.00')
    await flush()
    expect(actor.getSnapshot().matches({ result: 'success' })).toBe(true)
    expect(actor.getSnapshot().context.result).toEqual({ ok: true, message: 'Sold at ₹105.00' })
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false)
    expect(emitted).toEqual([])
    actor.send({ type: 'ok' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted).toEqual([{ type: 'positionsChanged' }])
  })

  it("reads 'Product sold successfully' when the server gives no info", async () => {
    const { actor, controlled, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.resolve('sell', '')
    await flush()
    expect(actor.getSnapshot().context.result).toEqual({ ok: true, message: 'Product sold successfully' })
  })

  it('a double tap sends one request: confirm and sell are ignored while the sale is in flight', () => {
    const { actor, callsOf, sellAndConfirm } = start()
    sellAndConfirm()
    actor.send({ type: 'confirm' })
    actor.send({ type: 'sell', ...OTHER })
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().value).toBe('selling')
    expect(actor.getSnapshot().context.target).toEqual(POSITION)
    expect(callsOf('sell')).toHaveLength(1)
  })

  it.each([
    ['a time-out', failures.timeout],
    ['no answer (offline, HTTP 500)', failures.network],
    ['an unreadable answer', failures.decode],
  ])('after %s: the unknown-outcome message, and Retry reuses the key', async (_, error) => {
    const { actor, controlled, keys, emitted, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', error)
    await flush()
    expect(actor.getSnapshot().matches({ result: 'failed' })).toBe(true)
    // Not 'Sale failed': that would say the sale did not happen.
    expect(actor.getSnapshot().context.result).toEqual({ ok: false, message: 'Network error occurred' })
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(true)

    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().value).toBe('selling')
    expect(keys()).toEqual(['key-1', 'key-1'])
    controlled.resolve('sell', undefined)
    await flush()
    expect(actor.getSnapshot().context.result?.ok).toBe(true)
    expect(emitted).toEqual([])

    // Settled: the next sale of that position is a new one.
    actor.send({ type: 'ok' })
    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('after an unknown outcome dismissed with OK, a fresh tap on the same position reuses the key', async () => {
    const { actor, controlled, keys, emitted, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', failures.timeout)
    await flush()
    actor.send({ type: 'ok' })
    // The list is read again: it shows whether the sale was made after all.
    expect(emitted).toEqual([{ type: 'positionsChanged' }])

    // Another position is another sale with its own key; cancel keeps the unknown one.
    sellAndConfirm(OTHER)
    controlled.resolve('sell', undefined)
    await flush()
    actor.send({ type: 'ok' })
    actor.send({ type: 'sell', ...POSITION })
    actor.send({ type: 'cancel' })

    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-2', 'key-1'])
  })

  it.each([
    ['status 0 with info', failures.rejected('Market closed')],
    ['status 0 without info', { _tag: 'ServerRejected' }],
  ])("after %s: 'Sale failed', no Retry, and the next tap uses a new key", async (_, error) => {
    const { actor, controlled, keys, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', failures.timeout)
    await flush()
    actor.send({ type: 'retry' })
    controlled.reject('sell', error)
    await flush()
    expect(actor.getSnapshot().matches({ result: 'failed' })).toBe(true)
    // §8: a refused sale reads 'Sale failed' whatever the server says.
    expect(actor.getSnapshot().context.result).toEqual({ ok: false, message: 'Sale failed' })
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false)
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().matches({ result: 'failed' })).toBe(true)

    actor.send({ type: 'ok' })
    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('a changed price: nothing sold, the confirmation asks again at the new price, under a new key', async () => {
    const { actor, controlled, callsOf, keys, emitted, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', priceChanged)
    await flush()
    const snapshot = actor.getSnapshot()
    // No result popup: the confirmation is back, with the server's price and what changed.
    expect(snapshot.value).toBe('confirming')
    expect(snapshot.context).toMatchObject({
      target: { purchaseId: 11, quantity: 4, price: rupees(90) },
      priceChange: { from: rupees(100), to: rupees(90) },
      result: null,
      idempotencyKey: null,
    })
    expect(snapshot.can({ type: 'retry' })).toBe(false)
    // The list's prices are older than the server's: it is read again.
    expect(emitted).toEqual([{ type: 'positionsChanged' }])
    // Nothing is sent by itself.
    expect(callsOf('sell')).toHaveLength(1)

    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().context.priceChange).toBeNull()
    expect(callsOf('sell')[1]?.input).toEqual({
      purchaseId: 11,
      quantity: 4,
      sellPrice: rupees(90),
      idempotencyKey: 'key-2',
    })
    expect(keys()).toEqual(['key-1', 'key-2'])
    controlled.resolve('sell', 'Sold at ₹90.00')
    await flush()
    expect(actor.getSnapshot().context.result).toEqual({ ok: true, message: 'Sold at ₹90.00' })
  })

  it('a changed price after an unknown outcome: the retry is answered, the old key is forgotten', async () => {
    const { actor, controlled, keys, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', failures.timeout)
    await flush()
    actor.send({ type: 'retry' })
    controlled.reject('sell', priceChanged)
    await flush()
    expect(actor.getSnapshot().value).toBe('confirming')
    // Cancel, then a fresh tap at the list's old price: a new sale, not the refused one's key.
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().context.priceChange).toBeNull()
    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it('after an unknown outcome, a fresh tap at another price is another sale with its own key', async () => {
    const { actor, controlled, keys, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', failures.timeout)
    await flush()
    actor.send({ type: 'ok' })
    // The list read again shows the position still held, at the next hour's price: another body, so the
    // server would refuse the old key with it; the old key stays for a sale at the old price.
    sellAndConfirm({ ...POSITION, price: rupees(90) })
    controlled.reject('sell', failures.rejected('Market closed'))
    await flush()
    actor.send({ type: 'ok' })
    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-2', 'key-1'])
  })

  it('cancel after a changed price sells nothing and forgets the change', async () => {
    const { actor, controlled, callsOf, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', priceChanged)
    await flush()
    actor.send({ type: 'cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ target: null, priceChange: null })
    expect(callsOf('sell')).toHaveLength(1)
  })

  it('a thrown error shows its message and ends the attempt', async () => {
    const { actor, controlled, keys, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', new Error('Quota exceeded'))
    await flush()
    expect(actor.getSnapshot().context.result).toEqual({ ok: false, message: 'Quota exceeded' })
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false)
    actor.send({ type: 'ok' })
    sellAndConfirm()
    expect(keys()).toEqual(['key-1', 'key-2'])
  })

  it('status 3 emits sessionInvalid and shows no result', async () => {
    const { actor, controlled, emitted, sellAndConfirm } = start()
    sellAndConfirm()
    controlled.reject('sell', failures.sessionInvalid)
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.result).toBeNull()
    expect(emitted).toEqual([{ type: 'sessionInvalid' }])
  })

  it('uses a random key by default and keeps it for the retry', async () => {
    const run = startMachine(positionSellMachine, ['sell'])
    run.actor.send({ type: 'sell', ...POSITION })
    run.actor.send({ type: 'confirm' })
    run.controlled.reject('sell', failures.decode)
    await flush()
    run.actor.send({ type: 'retry' })
    const [first, second] = run
      .callsOf('sell')
      .map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(second).toBe(first)
  })
})
