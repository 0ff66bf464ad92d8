import type { KlinePeriod } from '@mandi/domain'
import { assign, emit, fromCallback, setup } from 'xstate'
import type { SessionInvalidEmitted } from './shared/emitted.ts'
import { notProvided } from './shared/not-provided.ts'

/** One candle: `id` is its open time in Unix seconds (the api-client `Tick` has this shape). */
export interface Candle {
  id: number
  open: number
  close: number
  high: number
  low: number
  amount: number
  vol?: number
}

export type FeedConnection = 'connecting' | 'open' | 'reconnecting' | 'closed' | 'unauthorized'

export interface TickHandlers {
  onTick: (tick: Candle) => void
  onState?: (state: FeedConnection) => void
}

/** The api-client's `KlineFeed.subscribe` has this shape; the web app passes it to `tickSource`. */
export type SubscribeTicks = (code: string, period: KlinePeriod, handlers: TickHandlers) => { close(): void }

export interface MarketFeedContext {
  code: string
  period: KlinePeriod
  /**
   * The history of `period` as loaded (at most MAX_CANDLES), oldest first; null until it has loaded. A new
   * array only on a (re)load, never on a tick, so a chart can draw it once and take ticks from `latest`.
   */
  history: Candle[] | null
  /** The newest tick accepted since the history was loaded; null before any. */
  latest: Candle | null
  /** The history with every accepted tick merged in (mergeTick): a new array on each tick. */
  candles: Candle[]
  connection: FeedConnection
  /** Set by `pause`, cleared by `resume`: no subscription is held (and no retry runs) while paused. */
  paused: boolean
  /** Connections lost or refused in a row on the current subscription since a tick last came. */
  reconnects: number
  /**
   * Live prices have stopped: the socket gave up (`closed`), could not be (re)connected GIVE_UP_AFTER_RECONNECTS
   * times in a row, or could not be subscribed. Cleared by the next tick, not before: a reload or a fresh
   * connection is not yet a price.
   */
  liveStopped: boolean
}

export type MarketFeedEvent =
  | { type: 'switchPeriod'; period: KlinePeriod }
  | { type: 'reconnect' }
  /** Leave the live feed (e.g. the screen is hidden): the subscription closes, the candles stay. */
  | { type: 'pause' }
  /** Subscribe again with the candles held; the history is loaded again only if it never loaded. */
  | { type: 'resume' }
  /** Sent by the `ticks` actor. */
  | { type: 'tick'; tick: Candle }
  | { type: 'connection'; state: FeedConnection }

export type MarketFeedEmitted = SessionInvalidEmitted

/** Candles kept in memory; older ones fall off the left of the chart. */
export const MAX_CANDLES = 500

/**
 * Failed (re)connections in a row after which the feed stops trying by itself and says so. The socket's own
 * back-off (capped, jittered, from 0.5 s) reaches this in about 8 s on average; a connection that opens and
 * drops at once counts too, since only a tick shows that prices flow.
 */
export const GIVE_UP_AFTER_RECONNECTS = 5

/**
 * The `ticks` actor for `.provide`: wraps a subscribe function in a callback actor, so leaving the live state
 * (period switch, reconnect, unmount) closes the subscription and no late tick reaches the machine.
 */
export function tickSource(subscribe: SubscribeTicks) {
  return fromCallback<MarketFeedEvent, { code: string; period: KlinePeriod }>(({ sendBack, input }) => {
    const subscription = subscribe(input.code, input.period, {
      onTick: (tick) => sendBack({ type: 'tick', tick }),
      onState: (state) => sendBack({ type: 'connection', state }),
    })
    return () => subscription.close()
  })
}

/** Applies a tick: same candle → replaced, newer → appended, older than the last → ignored. */
export function mergeTick(candles: readonly Candle[], tick: Candle): Candle[] {
  const last = candles.at(-1)
  if (last && tick.id < last.id) return candles as Candle[]
  if (last && tick.id === last.id) return [...candles.slice(0, -1), tick]
  return [...candles, tick].slice(-MAX_CANDLES)
}

/** A (re)load: the new history (its own array, kept as is until the next load), nothing merged in yet. */
function loaded(output: readonly Candle[]): Pick<MarketFeedContext, 'history' | 'candles' | 'latest'> {
  const history = output.slice(-MAX_CANDLES)
  return { history, candles: history, latest: null }
}

export const marketFeedMachine = setup({
  types: {
    context: {} as MarketFeedContext,
    events: {} as MarketFeedEvent,
    input: {} as { code: string; period?: KlinePeriod },
    emitted: {} as MarketFeedEmitted,
  },
  actors: {
    /** GET market/kline for `market.{code}.kline.{period}`, oldest first. */
    loadKline: notProvided<readonly Candle[], { code: string; period: KlinePeriod }>('loadKline'),
    /** Live ticks; build it with `tickSource(subscribe)`. */
    ticks: fromCallback<MarketFeedEvent, { code: string; period: KlinePeriod }>(() => {
      throw new Error('state-machines: actor "ticks" was not provided; use tickSource(subscribe)')
    }),
  },
  delays: {
    retryDelay: 3000,
    /** After giving up, the feed tries again by itself this rarely; Retry (`reconnect`) does it at once. */
    resumeDelay: 30_000,
  },
  guards: {
    isPaused: ({ context }) => context.paused,
    isNotPaused: ({ context }) => !context.paused,
    notOlder: ({ context, event }) => {
      if (event.type !== 'tick') return false
      const last = context.candles.at(-1)
      return !last || event.tick.id >= last.id
    },
  },
}).createMachine({
  id: 'marketFeed',
  context: ({ input }) => ({
    code: input.code,
    period: input.period ?? '1min',
    history: null,
    latest: null,
    candles: [],
    connection: 'connecting',
    paused: false,
    reconnects: 0,
    liveStopped: false,
  }),
  initial: 'loading',
  on: {
    // Re-entering `loading` stops the old subscription and the old request before the new period loads.
    // While paused the new history loads at once too, and its subscription waits for `resume`.
    switchPeriod: {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => ({
        period: event.period,
        history: null,
        latest: null,
        candles: [],
        connection: 'connecting' as const,
      })),
    },
    reconnect: { target: '.loading', reenter: true },
    // Outside `live`, `paused` and `failed` only the flag changes: `loading` ends in `paused` while it is set.
    pause: { actions: assign({ paused: true }) },
    resume: { actions: assign({ paused: false }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadKline',
        src: 'loadKline',
        input: ({ context }) => ({ code: context.code, period: context.period }),
        onDone: [
          { guard: 'isPaused', target: 'paused', actions: assign(({ event }) => loaded(event.output)) },
          { target: 'live', actions: assign(({ event }) => loaded(event.output)) },
        ],
        onError: { target: 'failed' },
      },
    },
    failed: {
      // While paused the retry waits for `resume`, which loads at once.
      after: { retryDelay: { guard: 'isNotPaused', target: 'loading' } },
      on: { resume: { guard: 'isPaused', target: 'loading', actions: assign({ paused: false }) } },
    },
    live: {
      // A new subscription counts its failed connections afresh.
      entry: assign({ reconnects: 0 }),
      invoke: {
        id: 'ticks',
        src: 'ticks',
        input: ({ context }) => ({ code: context.code, period: context.period }),
        // A subscribe that throws: no prices; retried after the delay like a failed load.
        onError: { target: 'failed', actions: assign({ connection: 'closed' as const, liveStopped: true }) },
      },
      on: {
        tick: {
          guard: 'notOlder',
          // Prices flow: whatever stopped them is over.
          actions: assign(({ context, event }) => ({
            latest: event.tick,
            candles: mergeTick(context.candles, event.tick),
            reconnects: 0,
            liveStopped: false,
          })),
        },
        connection: [
          {
            guard: ({ event }) => event.state === 'unauthorized',
            target: 'stopped',
            actions: [
              assign({ connection: 'unauthorized' as const }),
              emit({ type: 'sessionInvalid' } as const),
            ],
          },
          {
            // The socket gave up, or kept failing: prices have stopped (see `halted`).
            guard: ({ context, event }) =>
              event.state === 'closed' ||
              (event.state === 'reconnecting' && context.reconnects + 1 >= GIVE_UP_AFTER_RECONNECTS),
            target: 'halted',
          },
          {
            guard: ({ event }) => event.state === 'reconnecting',
            actions: assign(({ context }) => ({
              connection: 'reconnecting' as const,
              reconnects: context.reconnects + 1,
            })),
          },
          { actions: assign(({ event }) => ({ connection: event.state })) },
        ],
        pause: { target: 'paused', actions: assign({ paused: true, connection: 'closed' as const }) },
      },
    },
    // Live prices have stopped: the subscription is closed (the socket stops retrying when nobody else uses
    // it) and the screen says so, with Retry (`reconnect`: reload the candles missed meanwhile, subscribe
    // again). The feed also tries that by itself every `resumeDelay`, not while paused. The candles and the
    // chart's view are kept.
    halted: {
      entry: assign({ connection: 'closed' as const, liveStopped: true }),
      after: { resumeDelay: { guard: 'isNotPaused', target: 'loading' } },
      on: { resume: { guard: 'isPaused', target: 'loading', actions: assign({ paused: false }) } },
    },
    // Left `live`, so the `ticks` actor is stopped and its subscription closed; the candles are kept.
    paused: {
      on: {
        resume: { target: 'live', actions: assign({ paused: false, connection: 'connecting' as const }) },
      },
    },
    stopped: {},
  },
})
