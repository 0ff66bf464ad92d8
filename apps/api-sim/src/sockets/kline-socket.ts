import { type WebSocket, WebSocketServer } from 'ws'
import { isKlinePeriod, type KlinePeriod } from '../market/price.ts'
import { parseSymbol, tickOf } from '../routes/trade.ts'
import { findMarket } from '../services/trades.ts'
import type { Sim } from '../sim.ts'
import { onFrames } from './frames.ts'

const PING_MS = 15_000
const MAX_SUBS = 20

interface Subscription {
  ch: string
  code: string
  base: number
  period: KlinePeriod
}

/**
 * The live kline feed: every tick, each subscription gets the candle in progress (the price path is a
 * pure function of time, so the feed always agrees with market/kline history and trade settlement).
 */
export function createKlineSocket(sim: Sim) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 })
  const subs = new Map<WebSocket, Map<string, Subscription>>()

  const send = (ws: WebSocket, frame: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame))
  }

  const tick = (ws: WebSocket, sub: Subscription, now: number) => {
    const length = {
      '1min': 60_000,
      '5min': 300_000,
      '15min': 900_000,
      '30min': 1_800_000,
      '1day': 86_400_000,
    }[sub.period]
    const candle = sim.prices.candle(sub.code, sub.base, sub.period, Math.floor(now / length) * length, now)
    send(ws, { ch: sub.ch, ts: now, tick: tickOf(candle) })
  }

  wss.on('connection', (ws) => {
    const mine = new Map<string, Subscription>()
    subs.set(ws, mine)
    onFrames(sim, 'kline', ws, (frame) => {
      if (typeof frame.unsub === 'string') {
        mine.delete(frame.unsub)
        return send(ws, { unsubbed: frame.unsub, status: 'ok' })
      }
      if (typeof frame.sub === 'string') {
        const parsed = parseSymbol(frame.sub)
        const market = parsed ? findMarket(sim.db, parsed.code) : undefined
        if (!parsed || !market || !isKlinePeriod(parsed.period)) {
          return send(ws, { status: 'error', 'err-msg': `unknown symbol ${frame.sub.slice(0, 60)}` })
        }
        if (mine.size >= MAX_SUBS && !mine.has(frame.sub))
          return send(ws, { status: 'error', 'err-msg': 'too many subscriptions' })
        const sub = { ch: frame.sub, code: market.code, base: market.base_price, period: parsed.period }
        mine.set(frame.sub, sub)
        send(ws, { subbed: frame.sub, status: 'ok' })
        tick(ws, sub, sim.clock.now())
      }
    })
    ws.on('close', () => subs.delete(ws))
  })

  const ticker = setInterval(() => {
    const now = sim.clock.now()
    for (const [ws, mine] of subs) for (const sub of mine.values()) tick(ws, sub, now)
  }, sim.config.tickMs)
  const pinger = setInterval(() => {
    for (const ws of subs.keys()) send(ws, { ping: Date.now() })
  }, PING_MS)

  return {
    wss,
    close() {
      clearInterval(ticker)
      clearInterval(pinger)
      for (const ws of wss.clients) ws.terminate()
      wss.close()
    },
  }
}
