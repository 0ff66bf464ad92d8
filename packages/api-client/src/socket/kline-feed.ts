import { plainDecoder } from '../fast-read/plan.ts'
import { PLANS } from '../fast-read/plans.gen.ts'
import { type KlinePeriod, klineSymbol, type Tick, type TickFrame } from '../schemas/market.ts'
import { FAIL } from '../wire-values.ts'
import { createReconnectingSocket, type ReconnectingSocket } from './reconnecting-socket.ts'
import type { ConnectionState, DroppedFrame, SocketOptions, Subscription } from './types.ts'

export interface KlineHandlers {
  /** Each push of the subscribed symbol's current candle. */
  readonly onTick: (tick: Tick) => void
  readonly onState?: (state: ConnectionState) => void
  readonly onDrop?: (dropped: DroppedFrame) => void
}

export interface KlineFeed {
  subscribe(code: string, period: KlinePeriod, handlers: KlineHandlers): Subscription
}

// The plan of TickFrame (fast-read/): the same decoding without Effect, so a screen with a live chart does
// not load the Effect runtime for its ticks.
const decodeTickFrame = plainDecoder<TickFrame>(PLANS.tickFrame)

/**
 * All kline subscriptions share one socket: opened with the first subscriber, closed with the last.
 * Every (re)connection re-sends one `sub` per symbol held.
 */
export function createKlineFeed(url: string, options: SocketOptions = {}): KlineFeed {
  const listeners = new Map<string, Set<KlineHandlers>>()
  let socket: ReconnectingSocket | undefined
  let state: ConnectionState = 'closed'

  const everyHandler = () => [...listeners.values()].flatMap((set) => [...set])

  const drop = (reason: string, frame: unknown) => {
    const dropped: DroppedFrame = { feed: 'kline', reason, frame }
    options.onFrameDropped?.(dropped)
    for (const handler of everyHandler()) handler.onDrop?.(dropped)
  }

  const onFrame = (frame: unknown, send: (frame: unknown) => void) => {
    const record = frame as Record<string, unknown>
    if ('ping' in record) {
      send({ pong: record.ping })
      return
    }
    if ('ch' in record) {
      const decoded = decodeTickFrame(frame)
      if (decoded === FAIL) {
        drop('tick frame does not match the Tick shape', frame)
        return
      }
      for (const handler of listeners.get(decoded.ch) ?? []) handler.onTick(decoded.tick)
      return
    }
    // Acknowledgements and per-symbol errors are part of the protocol but carry nothing to deliver.
    if ('subbed' in record || 'unsubbed' in record || 'status' in record) return
    drop('unknown frame', frame)
  }

  const ensureSocket = () => {
    if (socket !== undefined) return
    socket = createReconnectingSocket({
      ...options,
      url,
      onOpen: (send) => {
        for (const symbol of listeners.keys()) send({ sub: symbol })
      },
      onFrame,
      onBadFrame: (raw) => drop('not JSON', raw),
      onState: (next) => {
        state = next
        for (const handler of everyHandler()) handler.onState?.(next)
      },
    })
  }

  return {
    subscribe(code, period, handlers) {
      const symbol = klineSymbol(code, period)
      let set = listeners.get(symbol)
      const isNewSymbol = set === undefined
      if (set === undefined) {
        set = new Set()
        listeners.set(symbol, set)
      }
      set.add(handlers)
      if (socket === undefined) ensureSocket()
      else {
        handlers.onState?.(state)
        if (isNewSymbol) socket.send({ sub: symbol })
      }
      let closed = false
      return {
        close() {
          if (closed) return
          closed = true
          const current = listeners.get(symbol)
          current?.delete(handlers)
          if (current !== undefined && current.size === 0) {
            listeners.delete(symbol)
            socket?.send({ unsub: symbol })
          }
          if (listeners.size === 0 && socket !== undefined) {
            const last = socket
            socket = undefined
            last.close()
            handlers.onState?.('closed')
          }
        },
      }
    },
  }
}
