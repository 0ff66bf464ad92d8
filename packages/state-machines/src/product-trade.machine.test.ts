import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { assign, createActor } from 'xstate'
import { productTradeMachine, productTradeTotals } from './product-trade.machine.ts'
import { controlledActors, flush } from './testing/controlled-actors.ts'
import {
  generatePaths,
  type ModelEvent,
  type ModelPath,
  replayAll,
  replayPath,
  type WalkOptions,
} from './testing/walk-paths.ts'

const WALLET = { balance: rupees(250), integral: rupees(100) }
const POSITION = { id: 11, quantity: 2, balanceUsed: rupees(150), integralUsed: rupees(50) }
const rejected = { _tag: 'ServerRejected', info: 'Insufficient balance' }
const rejectedBare = { _tag: 'ServerRejected' }
const timeout = { _tag: 'TimeoutError', message: 'Request timed out' }
/** A 2xx answer whose body could not be read: the server may have bought or sold all the same. */
const garbled = { _tag: 'DecodeError', message: 'product/buy answered a body that is not JSON', path: '' }
const thrown = new Error('')
const sessionInvalid = { _tag: 'SessionInvalid' }
/** The price guard: the price shown is no longer the server's; nothing was charged or sold. */
const priceChanged = {
  _tag: 'PriceChanged',
  info: 'The price changed to ₹125.00. Please check and confirm again.',
  price: rupees(125),
}

// Keys are a function of the attempt so the model and the replayed actor agree.
const machine = productTradeMachine.provide({
  actions: {
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? `key-${context.mode}-${context.quantity}-${context.price}`,
    })),
  },
})

function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const is = (value: unknown) => snapshot.matches(value as never)
  if (is('loadingWallet')) {
    return [
      { type: 'xstate.done.actor.loadWallet', output: WALLET },
      { type: 'xstate.error.actor.loadWallet', error: timeout },
    ]
  }
  if (is('loadingPositions')) {
    return [
      { type: 'xstate.done.actor.loadPositions', output: [POSITION] },
      { type: 'xstate.done.actor.loadPositions', output: [] },
      { type: 'xstate.error.actor.loadPositions', error: timeout },
    ]
  }
  if (is('closed')) return [{ type: 'openBuy' }, { type: 'openSell' }, { type: 'confirm' }]
  if (is({ open: 'editing' })) {
    return [
      { type: 'setQuantity', value: 'abc' },
      { type: 'setQuantity', value: '0' },
      { type: 'setQuantity', value: '999' },
      { type: 'setMax' },
      { type: 'increment' },
      { type: 'decrement' },
      { type: 'confirm' },
      { type: 'close' },
    ]
  }
  const answers = (id: string): ModelEvent[] => [
    { type: 'confirm' },
    { type: 'close' },
    { type: `xstate.done.actor.${id}`, output: undefined },
    { type: `xstate.done.actor.${id}`, output: 'Done by server' },
    { type: `xstate.error.actor.${id}`, error: rejected },
    { type: `xstate.error.actor.${id}`, error: rejectedBare },
    { type: `xstate.error.actor.${id}`, error: timeout },
    { type: `xstate.error.actor.${id}`, error: thrown },
    { type: `xstate.error.actor.${id}`, error: sessionInvalid },
    { type: `xstate.error.actor.${id}`, error: priceChanged },
  ]
  if (is({ open: 'buying' })) return answers('buy')
  if (is({ open: 'selling' })) return answers('sell')
  if (is('result')) return [{ type: 'ok' }, { type: 'retry' }, { type: 'confirm' }]
  return []
}

const options: WalkOptions = {
  machine,
  input: { productId: 5, price: rupees(100) },
  actorNames: ['loadWallet', 'loadPositions', 'buy', 'sell'],
  delays: {},
  events,
  serialize: ({ value, context }) => JSON.stringify({ value, context }),
}

const expectedResults: Record<string, string> = {
  'buy:undefined': 'Purchase successful',
  'buy:Done by server': 'Done by server',
  'buy:rejected': 'Insufficient balance',
  'buy:rejectedBare': 'Purchase failed',
  'sell:undefined': 'Product sold successfully',
  'sell:Done by server': 'Done by server',
  'sell:rejected': 'Sale failed',
  'sell:rejectedBare': 'Sale failed',
  'buy:timeout': 'Network error occurred',
  'sell:timeout': 'Network error occurred',
  'buy:thrown': 'Network error occurred',
  'sell:thrown': 'Network error occurred',
}

const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

function answerName(event: ModelEvent): string {
  if ('output' in event) return String(event.output)
  const error = event.error
  if (error === rejected) return 'rejected'
  if (error === rejectedBare) return 'rejectedBare'
  if (error === timeout) return 'timeout'
  if (error === thrown) return 'thrown'
  if (error === priceChanged) return 'priceChanged'
  return 'sessionInvalid'
}

describe('product trade popup, every generated path', () => {
  const paths = generatePaths(options)
  console.log(`product-trade: ${paths.length} paths`)

  it('reaches both result popups in buy and sell mode', () => {
    const ends = new Set(paths.map((p) => `${JSON.stringify(p.state.value)}:${p.state.context.mode}`))
    for (const end of ['"closed"', '{"result":"success"}', '{"result":"failed"}']) {
      expect(ends.has(`${end}:buy`)).toBe(true)
      expect(ends.has(`${end}:sell`)).toBe(true)
    }
  })

  it('replays every generated path against the real actor', async () => {
    const failed = await replayAll(options, paths, (path, { snapshot, emitted, calls }) => {
      const { context } = snapshot
      expect(snapshot.value).toEqual(path.state.value)
      // The quantity stays an integer within [1, max].
      expect(Number.isInteger(context.quantity)).toBe(true)
      expect(context.quantity).toBeGreaterThanOrEqual(1)
      expect(context.quantity).toBeLessThanOrEqual(context.max)
      const last = path.steps.at(-1)?.event as ModelEvent | undefined
      const answered = /^xstate\.(done|error)\.actor\.(buy|sell)$/.exec(last?.type ?? '')
      if (answered && last) {
        const name = `${answered[2]}:${answerName(last)}`
        if (name.endsWith('sessionInvalid')) {
          expect(snapshot.value).toBe('closed')
          expect(emitted.at(-1)).toEqual({ type: 'sessionInvalid' })
        } else if (name.endsWith('priceChanged')) {
          // Nothing was charged: the popup is shown again (even if it was closed meanwhile) at the new price,
          // says so, and the key is gone, so the next confirmation is a new request.
          expect(snapshot.value).toEqual({ open: 'editing' })
          expect(context.price).toBe(rupees(125))
          expect(context.priceChange?.to).toBe(rupees(125))
          expect(context.hidden).toBe(false)
          expect(context.result).toBeNull()
          expect(context.idempotencyKey).toBeNull()
        } else {
          expect(context.result?.message).toBe(expectedResults[name])
        }
      }
      if (answered && snapshot.matches({ result: 'failed' } as never)) {
        // Retry is offered exactly when the outcome is unknown.
        expect(snapshot.can({ type: 'retry' })).toBe(last?.error === timeout)
      }
      if (last?.type === 'openSell' && snapshot.matches('closed' as never)) {
        expect(emitted.at(-1)).toEqual({
          type: 'alert',
          message: 'You have no positions to sell for this product',
        })
      }
      if (snapshot.matches({ open: 'editing' } as never) && last?.type === 'openBuy') {
        // Opens at 1; balance 250 and integral 100 at price 100 make the maximum 2 + 1 = 3 (1 when loads failed);
        // at the server's new price of 125, 2 + 0 = 2.
        expect(context.quantity).toBe(1)
        expect(context.max).toBe(context.balance > 0 ? (context.price === rupees(100) ? 3 : 2) : 1)
      }
      if (last?.type === 'setMax') expect(context.quantity).toBe(context.max)
      // A buy is only ever sent when balance and integral cover it.
      for (const request of calls.filter((c) => c.src === 'buy')) {
        const input = request.input as { useBalance: number; useIntegral: number; quantity: number }
        const price = (request.input as { buyPrice: number }).buyPrice
        expect(input.useBalance + input.useIntegral).toBe(price * input.quantity)
      }
      // Every request carries the price on screen: the first one shown until the server refused it, then the
      // server's (one request is in flight at a time, so the answers before request i are to requests < i).
      const trades = calls.filter((c) => c.src === 'buy' || c.src === 'sell')
      const answers = path.steps.filter((s) => /^xstate\.(done|error)\.actor\.(buy|sell)$/.test(s.event.type))
      for (const [i, request] of trades.entries()) {
        const refused = answers.slice(0, i).some((s) => (s.event as ModelEvent).error === priceChanged)
        const input = request.input as { buyPrice?: number; sellPrice?: number }
        expect(request.src === 'buy' ? input.buyPrice : input.sellPrice).toBe(rupees(refused ? 125 : 100))
      }
      // Every request carries a key, and a request repeated after a time-out carries the same key.
      const requests = calls.filter((c) => c.src === 'buy' || c.src === 'sell')
      for (const [i, request] of requests.entries()) {
        const key = keyOf(request)
        expect(key).not.toBe('')
        const step = path.steps.filter((s) => /^xstate\.(done|error)\.actor\.(buy|sell)$/.test(s.event.type))[
          i - 1
        ]
        const retried = path.steps.some((s) => s.event.type === 'retry')
        if (i > 0 && retried && (step?.event as ModelEvent | undefined)?.error === timeout) {
          expect(key).toBe(keyOf(requests[i - 1]))
        }
        // After the price guard refused, the new confirmation is a new request under a new key.
        if (i > 0 && (step?.event as ModelEvent | undefined)?.error === priceChanged) {
          expect(key).not.toBe(keyOf(requests[i - 1]))
        }
      }
    })
    expect(failed, failed.slice(0, 3).join('\n')).toEqual([])
  }, 120_000)

  it('a garbled answer behaves as a time-out on every path that has one', async () => {
    // The graph merges states that look alike, so a garbled answer gets no paths of its own: each path with a
    // time-out of the buy or sell is replayed with a garbled answer in its place, and must reach the model's
    // states (value and context: the text, the kept key) at every step and emit the same.
    const isTradeTimeout = (event: ModelEvent) =>
      /^xstate\.error\.actor\.(buy|sell)$/.test(event.type) && event.error === timeout
    const withTimeout = paths.filter((p) => p.steps.some((s) => isTradeTimeout(s.event as ModelEvent)))
    expect(withTimeout.length).toBeGreaterThan(10)
    const failed = await replayAll(options, withTimeout, async (path, timedOut) => {
      const steps = path.steps.map((step) =>
        isTradeTimeout(step.event as ModelEvent)
          ? { ...step, event: { ...step.event, error: garbled } }
          : step,
      )
      const garbledRun = await replayPath(options, { ...path, steps } as ModelPath)
      expect(garbledRun.emitted).toEqual(timedOut.emitted)
      expect(garbledRun.calls.map((c) => c.input)).toEqual(timedOut.calls.map((c) => c.input))
    })
    expect(failed, failed.slice(0, 3).join('\n')).toEqual([])
  }, 120_000)
})

describe('product trade popup, examples', () => {
  async function openBuy() {
    const controlled = controlledActors(options.actorNames)
    const actor = createActor(productTradeMachine.provide({ actors: controlled.actors as never }), {
      input: { productId: 5, price: rupees(100) },
    }).start()
    controlled.resolve('loadWallet', WALLET)
    await flush()
    controlled.resolve('loadPositions', [POSITION])
    await flush()
    actor.send({ type: 'openBuy' })
    return { actor, controlled }
  }

  it('opens at quantity 1; Max sets the §9 maximum, and typing still works after it', async () => {
    const { actor } = await openBuy()
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 1, max: 3 })
    actor.send({ type: 'setMax' })
    expect(actor.getSnapshot().context.quantity).toBe(3)
    actor.send({ type: 'setQuantity', value: '2' })
    expect(actor.getSnapshot().context.quantity).toBe(2)
  })

  it('does not send a buy that balance and integral cannot cover', async () => {
    const controlled = controlledActors(options.actorNames)
    const actor = createActor(productTradeMachine.provide({ actors: controlled.actors as never }), {
      input: { productId: 5, price: rupees(100) },
    }).start()
    controlled.resolve('loadWallet', { balance: rupees(40), integral: rupees(30) })
    await flush()
    controlled.resolve('loadPositions', [])
    await flush()
    actor.send({ type: 'openBuy' })
    expect(productTradeTotals(actor.getSnapshot().context)).toMatchObject({
      total: rupees(100),
      shortfall: rupees(30),
    })
    actor.send({ type: 'confirm' })
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'confirm' })).toBe(false)
    expect(controlled.calls.filter((c) => c.src === 'buy')).toHaveLength(0)
  })

  it('splits the payment with the domain and sends it with the buy', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'setQuantity', value: '3' })
    expect(productTradeTotals(actor.getSnapshot().context)).toMatchObject({
      total: rupees(300),
      balanceUsed: rupees(250),
      integralUsed: rupees(50),
    })
    actor.send({ type: 'confirm' })
    actor.send({ type: 'confirm' })
    const buys = controlled.calls.filter((c) => c.src === 'buy')
    expect(buys).toHaveLength(1)
    expect(buys[0]?.input).toMatchObject({ productId: 5, quantity: 3, useBalance: 25000, useIntegral: 5000 })
  })

  it('a retry after a time-out reuses the key; a new quantity gets a new one', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'confirm' })
    controlled.reject('buy', timeout)
    await flush()
    actor.send({ type: 'retry' })
    const [first, second] = controlled.calls.filter((c) => c.src === 'buy')
    expect(keyOf(second)).toBe(keyOf(first))
    controlled.reject('buy', rejected)
    await flush()
    expect(actor.getSnapshot().can({ type: 'retry' })).toBe(false)
    actor.send({ type: 'ok' })
    controlled.resolve('loadWallet', WALLET)
    await flush()
    controlled.resolve('loadPositions', [POSITION])
    await flush()
    actor.send({ type: 'openBuy' })
    actor.send({ type: 'confirm' })
    const third = controlled.calls.filter((c) => c.src === 'buy')[2]
    expect(keyOf(third)).not.toBe(keyOf(first))
  })

  it.each([
    ['buy', 'openBuy'],
    ['sell', 'openSell'],
  ] as const)(
    'a garbled answer to a %s is an unknown outcome: the time-out text, Retry with the same key',
    async (src, open) => {
      const { actor, controlled } = await openBuy()
      actor.send({ type: 'close' })
      actor.send({ type: open })
      actor.send({ type: 'confirm' })
      controlled.reject(src, garbled)
      await flush()
      expect(actor.getSnapshot().context.result).toEqual({ ok: false, message: 'Network error occurred' })
      expect(actor.getSnapshot().can({ type: 'retry' })).toBe(true)
      actor.send({ type: 'retry' })
      const [first, second] = controlled.calls.filter((c) => c.src === src)
      expect(second).toBeDefined()
      expect(keyOf(second)).toBe(keyOf(first))
      // The server replays its first answer for that key: the retry ends in the one result.
      controlled.resolve(src, undefined)
      await flush()
      expect(actor.getSnapshot().context.result?.ok).toBe(true)
    },
  )

  it.each([
    ['buy', 'openBuy'],
    ['sell', 'openSell'],
  ] as const)(
    'closing the popup while a %s is in flight keeps the request and shows its outcome',
    async (src, open) => {
      const { actor, controlled } = await openBuy()
      actor.send({ type: 'close' })
      actor.send({ type: open })
      actor.send({ type: 'confirm' })
      actor.send({ type: 'close' })
      // The popup is hidden, the request still runs (leaving the state would have cancelled it).
      expect(actor.getSnapshot().context.hidden).toBe(true)
      expect(controlled.isPending(src)).toBe(true)
      // Buy and Sell cannot start another trade meanwhile.
      expect(actor.getSnapshot().can({ type: 'openBuy' })).toBe(false)
      controlled.resolve(src, undefined)
      await flush()
      expect(actor.getSnapshot().value).toEqual({ result: 'success' })
      expect(actor.getSnapshot().context.result?.message).toBe(
        src === 'buy' ? 'Purchase successful' : 'Product sold successfully',
      )
      expect(actor.getSnapshot().context.hidden).toBe(false)
    },
  )

  it.each([
    ['buy', 'openBuy'],
    ['sell', 'openSell'],
  ] as const)(
    'is busy while a %s is in flight (the popup shows it read-only), and not after',
    async (src, open) => {
      const { actor, controlled } = await openBuy()
      // Editing: the popup takes the quantity, so it is not busy.
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
      actor.send({ type: 'close' })
      actor.send({ type: open })
      actor.send({ type: 'confirm' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      // The edits the popup would offer are not taken meanwhile.
      expect(actor.getSnapshot().can({ type: 'setQuantity', value: '1' })).toBe(false)
      expect(actor.getSnapshot().can({ type: 'setMax' })).toBe(false)
      controlled.reject(src, { ...priceChanged, price: rupees(90) })
      await flush()
      // Asked again at the new price: editable.
      expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    },
  )

  it('a time-out after the popup was closed still offers Retry under the same key', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'confirm' })
    actor.send({ type: 'close' })
    controlled.reject('buy', timeout)
    await flush()
    expect(actor.getSnapshot().value).toEqual({ result: 'failed' })
    actor.send({ type: 'retry' })
    const [first, second] = controlled.calls.filter((c) => c.src === 'buy')
    expect(keyOf(second)).toBe(keyOf(first))
  })

  it('a changed price: nothing bought, the popup shows the new price and total, the next buy is at it under a new key', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'setQuantity', value: '2' })
    actor.send({ type: 'confirm' })
    const [first] = controlled.calls.filter((c) => c.src === 'buy')
    expect(first?.input).toMatchObject({ buyPrice: rupees(100), quantity: 2 })
    controlled.reject('buy', priceChanged)
    await flush()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual({ open: 'editing' })
    expect(snapshot.context).toMatchObject({
      price: rupees(125),
      priceChange: { from: rupees(100), to: rupees(125) },
      quantity: 2,
      // §9 at the new price: floor(250/125) + floor(100/125) = 2.
      max: 2,
      result: null,
      idempotencyKey: null,
    })
    expect(productTradeTotals(snapshot.context)).toMatchObject({
      total: rupees(250),
      balanceUsed: rupees(250),
      integralUsed: rupees(0),
    })
    // Asked again: the next confirmation sends the new price and its own key.
    actor.send({ type: 'confirm' })
    const second = controlled.calls.filter((c) => c.src === 'buy')[1]
    expect(second?.input).toMatchObject({ buyPrice: rupees(125), quantity: 2, useBalance: rupees(250) })
    expect(keyOf(second)).not.toBe(keyOf(first))
    expect(actor.getSnapshot().context.priceChange).toBeNull()
    controlled.resolve('buy', undefined)
    await flush()
    expect(actor.getSnapshot().context.result).toEqual({ ok: true, message: 'Purchase successful' })
  })

  it('a price that rose past what can be paid lowers the quantity to the new maximum', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'setMax' })
    expect(actor.getSnapshot().context.quantity).toBe(3)
    actor.send({ type: 'confirm' })
    controlled.reject('buy', priceChanged)
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ quantity: 2, max: 2, price: rupees(125) })
  })

  it('a changed price while selling: nothing sold, the new proceeds shown, the next sale at the new price', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'close' })
    actor.send({ type: 'openSell' })
    actor.send({ type: 'confirm' })
    expect(controlled.calls.filter((c) => c.src === 'sell')[0]?.input).toMatchObject({
      purchaseId: 11,
      quantity: 2,
      sellPrice: rupees(100),
    })
    // Closed meanwhile: the popup comes back, since the user has to decide again.
    actor.send({ type: 'close' })
    controlled.reject('sell', { ...priceChanged, price: rupees(90) })
    await flush()
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toEqual({ open: 'editing' })
    expect(context).toMatchObject({
      hidden: false,
      quantity: 2,
      priceChange: { from: rupees(100), to: rupees(90) },
    })
    // The proceeds split as the position was paid: 150 : 50 of 180.
    expect(productTradeTotals(context)).toMatchObject({
      total: rupees(180),
      toBalance: rupees(135),
      toIntegral: rupees(45),
    })
    actor.send({ type: 'confirm' })
    expect(controlled.calls.filter((c) => c.src === 'sell')[1]?.input).toMatchObject({
      sellPrice: rupees(90),
    })
  })

  it('closing the popup after a price change forgets it', async () => {
    const { actor, controlled } = await openBuy()
    actor.send({ type: 'confirm' })
    controlled.reject('buy', priceChanged)
    await flush()
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.priceChange).toBeNull()
    // The popup opens again at the price the server gave.
    actor.send({ type: 'openBuy' })
    expect(actor.getSnapshot().context.price).toBe(rupees(125))
  })
})
