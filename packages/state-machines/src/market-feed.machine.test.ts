import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import {
  type Candle,
  GIVE_UP_AFTER_RECONNECTS,
  marketFeedMachine,
  type TickHandlers,
  tickSource,
} from './market-feed.machine.ts'
import { controlledActors, flush } from './testing/controlled-actors.ts'

const candle = (id: number, close = 100): Candle => ({ id, open: 99, close, high: 101, low: 98, amount: 5 })

function start() {
  const controlled = controlledActors(['loadKline'])
  const subscriptions: { code: string; period: string; handlers: TickHandlers; closed: boolean }[] = []
  const ticks = tickSource((code, period, handlers) => {
    const subscription = { code, period, handlers, closed: false }
    subscriptions.push(subscription)
    return {
      close: () => {
        subscription.closed = true
      },
    }
  })
  const emitted: EventObject[] = []
  const actor = createActor(marketFeedMachine.provide({ actors: { ...controlled.actors, ticks } as never }), {
    input: { code: 'btcusdt' },
  })
  actor.on('*', (e: EventObject) => {
    emitted.push(e)
  })
  actor.start()
  return { actor, controlled, subscriptions, emitted }
}

async function live() {
  const harness = start()
  harness.controlled.resolve('loadKline', [candle(60), candle(120)])
  await flush()
  return harness
}

describe('market feed machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('loads the kline of the default period, then subscribes to its ticks', async () => {
    const { actor, controlled, subscriptions } = await live()
    expect(controlled.calls[0]?.input).toEqual({ code: 'btcusdt', period: '1min' })
    expect(actor.getSnapshot().context.candles.map((c) => c.id)).toEqual([60, 120])
    expect(subscriptions).toHaveLength(1)
    expect(subscriptions[0]).toMatchObject({ code: 'btcusdt', period: '1min' })
  })

  it('updates the last candle, appends a newer one and ignores an older one', async () => {
    const { actor, subscriptions } = await live()
    const { onTick } = subscriptions[0]?.handlers ?? ({} as TickHandlers)
    onTick(candle(120, 105))
    onTick(candle(180, 110))
    onTick(candle(60, 1))
    onTick(candle(120, 1))
    const { candles } = actor.getSnapshot().context
    expect(candles.map((c) => [c.id, c.close])).toEqual([
      [60, 100],
      [120, 105],
      [180, 110],
    ])
  })

  it('keeps the loaded history as it is across ticks and gives the latest tick on its own', async () => {
    const { actor, subscriptions } = await live()
    const { history } = actor.getSnapshot().context
    expect(history?.map((c) => c.id)).toEqual([60, 120])
    expect(actor.getSnapshot().context.latest).toBeNull()
    const { onTick } = subscriptions[0]?.handlers ?? ({} as TickHandlers)
    onTick(candle(120, 105))
    onTick(candle(180, 110))
    onTick(candle(60, 1))
    const context = actor.getSnapshot().context
    expect(context.history).toBe(history)
    expect(history?.map((c) => [c.id, c.close])).toEqual([
      [60, 100],
      [120, 100],
    ])
    // The older tick was ignored: the latest is still the 180 candle.
    expect(context.latest).toEqual(candle(180, 110))
    expect(context.candles.at(-1)).toEqual(candle(180, 110))
  })

  it('a reload replaces the history and clears the latest tick', async () => {
    const { actor, controlled, subscriptions } = await live()
    const before = actor.getSnapshot().context.history
    subscriptions[0]?.handlers.onTick(candle(180, 110))
    actor.send({ type: 'reconnect' })
    // The old history stays shown while the new one loads.
    expect(actor.getSnapshot().context.history).toBe(before)
    controlled.resolve('loadKline', [candle(120), candle(180, 111)])
    await flush()
    const context = actor.getSnapshot().context
    expect(context.history).not.toBe(before)
    expect(context.history?.map((c) => c.close)).toEqual([100, 111])
    expect(context.latest).toBeNull()
  })

  it('pause closes the subscription and keeps the candles; resume subscribes again without a reload', async () => {
    const { actor, controlled, subscriptions } = await live()
    subscriptions[0]?.handlers.onTick(candle(180, 110))
    const { history, candles } = actor.getSnapshot().context
    actor.send({ type: 'pause' })
    expect(actor.getSnapshot().value).toBe('paused')
    expect(subscriptions[0]?.closed).toBe(true)
    // A late tick of the closed subscription changes nothing.
    subscriptions[0]?.handlers.onTick(candle(240, 1))
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().context).toMatchObject({ history, candles, latest: candle(180, 110) })
    expect(subscriptions).toHaveLength(1)
    actor.send({ type: 'resume' })
    expect(actor.getSnapshot().value).toBe('live')
    expect(subscriptions).toHaveLength(2)
    expect(subscriptions[1]).toMatchObject({ code: 'btcusdt', period: '1min', closed: false })
    expect(controlled.calls).toHaveLength(1)
    expect(actor.getSnapshot().context.history).toBe(history)
    subscriptions[1]?.handlers.onTick(candle(240, 120))
    expect(actor.getSnapshot().context.latest).toEqual(candle(240, 120))
  })

  it('paused while the history loads: it is kept, and the subscription waits for resume', async () => {
    const { actor, controlled, subscriptions } = start()
    actor.send({ type: 'pause' })
    controlled.resolve('loadKline', [candle(60)])
    await flush()
    expect(actor.getSnapshot().value).toBe('paused')
    expect(actor.getSnapshot().context.history).toEqual([candle(60)])
    expect(subscriptions).toHaveLength(0)
    actor.send({ type: 'resume' })
    expect(subscriptions).toHaveLength(1)
    expect(controlled.calls).toHaveLength(1)
  })

  it('a period switch while paused loads the new history at once and subscribes on resume', async () => {
    const { actor, controlled, subscriptions } = await live()
    actor.send({ type: 'pause' })
    actor.send({ type: 'switchPeriod', period: '5min' })
    expect(controlled.calls[1]?.input).toEqual({ code: 'btcusdt', period: '5min' })
    expect(actor.getSnapshot().context).toMatchObject({ history: null, latest: null, candles: [] })
    controlled.resolve('loadKline', [candle(300)])
    await flush()
    expect(actor.getSnapshot().value).toBe('paused')
    expect(subscriptions).toHaveLength(1)
    actor.send({ type: 'resume' })
    expect(subscriptions.at(-1)).toMatchObject({ period: '5min', closed: false })
    expect(controlled.calls).toHaveLength(2)
  })

  it('a failed load does not retry while paused; resume loads at once', async () => {
    const { actor, controlled } = start()
    actor.send({ type: 'pause' })
    controlled.reject('loadKline', { _tag: 'NetworkError', message: 'down' })
    await flush()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(controlled.calls).toHaveLength(1)
    actor.send({ type: 'resume' })
    expect(controlled.calls).toHaveLength(2)
    controlled.resolve('loadKline', [candle(60)])
    await flush()
    expect(actor.getSnapshot().value).toBe('live')
  })

  it('switching period closes the old subscription and drops its late ticks and kline answer', async () => {
    const { actor, controlled, subscriptions } = await live()
    actor.send({ type: 'switchPeriod', period: '5min' })
    expect(subscriptions[0]?.closed).toBe(true)
    expect(controlled.calls[1]?.input).toEqual({ code: 'btcusdt', period: '5min' })
    actor.send({ type: 'switchPeriod', period: '15min' })
    controlled.resolve('loadKline', [candle(999)])
    await flush()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(actor.getSnapshot().context.candles).toEqual([])
    controlled.resolve('loadKline', [candle(900)])
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ period: '15min', candles: [candle(900)] })
    subscriptions[0]?.handlers.onTick(candle(5000))
    expect(actor.getSnapshot().context.candles).toEqual([candle(900)])
    expect(subscriptions.at(-1)?.period).toBe('15min')
  })

  it('a socket that gave up stops live prices; it tries again by itself after 30 s, and reconnect does it at once', async () => {
    const { actor, controlled, subscriptions } = await live()
    subscriptions[0]?.handlers.onState?.('closed')
    expect(actor.getSnapshot().value).toBe('halted')
    expect(actor.getSnapshot().context).toMatchObject({ liveStopped: true, connection: 'closed' })
    expect(subscriptions[0]?.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(29_000)
    expect(controlled.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(controlled.calls).toHaveLength(2)
    controlled.resolve('loadKline', [candle(60)])
    await flush()
    expect(subscriptions).toHaveLength(2)
    actor.send({ type: 'reconnect' })
    expect(subscriptions[1]?.closed).toBe(true)
    expect(controlled.calls).toHaveLength(3)
  })

  describe('live prices stopped', () => {
    const fail = (handlers: TickHandlers | undefined, times: number) => {
      for (let i = 0; i < times; i += 1) {
        handlers?.onState?.('connecting')
        handlers?.onState?.('reconnecting')
      }
    }

    it(`after ${GIVE_UP_AFTER_RECONNECTS} failed connections in a row the feed gives up and says so; a tick between them starts the count again`, async () => {
      const { actor, subscriptions } = await live()
      const handlers = subscriptions[0]?.handlers
      handlers?.onState?.('open')
      fail(handlers, GIVE_UP_AFTER_RECONNECTS - 1)
      // A connection that opens and delivers a price: prices flow, the count starts again.
      handlers?.onState?.('open')
      handlers?.onTick(candle(120, 101))
      fail(handlers, GIVE_UP_AFTER_RECONNECTS - 1)
      expect(actor.getSnapshot().value).toBe('live')
      expect(actor.getSnapshot().context).toMatchObject({ liveStopped: false, connection: 'reconnecting' })
      // Opening is not enough: one that opens and drops at once still counts.
      handlers?.onState?.('open')
      handlers?.onState?.('reconnecting')
      expect(actor.getSnapshot().value).toBe('halted')
      expect(actor.getSnapshot().context.liveStopped).toBe(true)
      expect(subscriptions[0]?.closed).toBe(true)
      // The candles and the latest price stay on the chart.
      expect(actor.getSnapshot().context.candles.map((c) => c.close)).toEqual([100, 101])
    })

    it('Retry reloads the history (a new array) and subscribes again; the message stays until a price comes', async () => {
      const { actor, controlled, subscriptions } = await live()
      fail(subscriptions[0]?.handlers, GIVE_UP_AFTER_RECONNECTS)
      expect(actor.getSnapshot().value).toBe('halted')
      const held = actor.getSnapshot().context.history
      actor.send({ type: 'reconnect' })
      // While the history reloads the chart keeps the one it holds, and prices are still stopped.
      expect(actor.getSnapshot().context).toMatchObject({ history: held, liveStopped: true })
      controlled.resolve('loadKline', [candle(60), candle(120), candle(180)])
      await flush()
      expect(subscriptions).toHaveLength(2)
      const handlers = subscriptions[1]?.handlers
      handlers?.onState?.('open')
      expect(actor.getSnapshot().context.liveStopped).toBe(true)
      handlers?.onTick(candle(180, 107))
      expect(actor.getSnapshot().context).toMatchObject({ liveStopped: false, reconnects: 0 })
      expect(actor.getSnapshot().context.history?.map((c) => c.id)).toEqual([60, 120, 180])
      // The new subscription counts its failures afresh.
      fail(handlers, GIVE_UP_AFTER_RECONNECTS - 1)
      expect(actor.getSnapshot().value).toBe('live')
    })

    it('does not try again by itself while paused; resume does it at once', async () => {
      const { actor, controlled, subscriptions } = await live()
      fail(subscriptions[0]?.handlers, GIVE_UP_AFTER_RECONNECTS)
      actor.send({ type: 'pause' })
      await vi.advanceTimersByTimeAsync(120_000)
      expect(controlled.calls).toHaveLength(1)
      expect(actor.getSnapshot().value).toBe('halted')
      actor.send({ type: 'resume' })
      expect(controlled.calls).toHaveLength(2)
      controlled.resolve('loadKline', [candle(60)])
      await flush()
      expect(actor.getSnapshot().value).toBe('live')
      expect(subscriptions).toHaveLength(2)
    })
  })

  it('a failed kline load retries after the delay', async () => {
    const { actor, controlled } = start()
    controlled.reject('loadKline', { _tag: 'NetworkError', message: 'down' })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    await vi.advanceTimersByTimeAsync(3000)
    expect(controlled.isPending('loadKline')).toBe(true)
  })

  it('a subscribe that throws is retried like a closed socket', async () => {
    const controlled = controlledActors(['loadKline'])
    let attempts = 0
    const ticks = tickSource(() => {
      attempts += 1
      throw new Error('socket unavailable')
    })
    const actor = createActor(
      marketFeedMachine.provide({ actors: { ...controlled.actors, ticks } as never }),
      {
        input: { code: 'btcusdt', period: '5min' },
      },
    ).start()
    controlled.resolve('loadKline', [candle(60)])
    await flush()
    expect(attempts).toBe(1)
    expect(actor.getSnapshot().value).toBe('failed')
    await vi.advanceTimersByTimeAsync(3000)
    expect(controlled.calls[1]?.input).toEqual({ code: 'btcusdt', period: '5min' })
  })

  it('an unauthorized socket (status 3) emits sessionInvalid and stops', async () => {
    const { actor, subscriptions, emitted } = await live()
    subscriptions[0]?.handlers.onState?.('unauthorized')
    expect(emitted).toEqual([{ type: 'sessionInvalid' }])
    expect(actor.getSnapshot().value).toBe('stopped')
    expect(subscriptions[0]?.closed).toBe(true)
  })
})
