import { readConfig } from '../db/config.ts'
import { int, text, wholeRupees } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import { guardRate, seenRateBp } from '../http/price-guard.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import { type Candle, isKlinePeriod } from '../market/price.ts'
import { findMarket, type MarketRow, placeTrade, settleDueTrades } from '../services/trades.ts'

/** Market prices are stored as integers in ten-thousandths; the wire carries plain numbers. */
export const quote = (units: number) => units / 10_000

export function tickOf(candle: Candle) {
  return {
    id: candle.id,
    open: quote(candle.open),
    close: quote(candle.close),
    high: quote(candle.high),
    low: quote(candle.low),
    amount: candle.amount,
    vol: Math.round(candle.amount * quote(candle.close) * 100) / 100,
  }
}

const SYMBOL = /^market\.([a-z0-9]{2,20})\.kline\.([0-9a-z]{4,5})$/

export function parseSymbol(symbol: string): { code: string; period: string } | undefined {
  const match = SYMBOL.exec(symbol)
  return match ? { code: match[1] as string, period: match[2] as string } : undefined
}

/** Trade rate percent from config (basis points internally). */
function rateBp(value: string): number {
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) : 0
}

export function tradeRoutes(r: Router): void {
  r.get('trade/rate', ({ sim }) => ok({ rate: rateBp(readConfig(sim.db, 'trade_rate')) / 100 }))

  r.post(
    'trade/create',
    ({ sim, userId, args }) => {
      const amount = wholeRupees(args, 'amount', 'trade.amount')
      const path = int(args, 'path', 0, 1, 'Invalid direction') as 0 | 1
      const code = text(args, 'code').trim().toLowerCase()
      if (!findMarket(sim.db, code)) return fail('Unknown market')
      const currentBp = rateBp(readConfig(sim.db, 'trade_rate'))
      // Extension: `rate`, the rate percent the user saw before confirming; a different current rate refuses.
      guardRate(seenRateBp(args, 'rate'), currentBp)
      const placed = placeTrade(sim.db, sim.prices, {
        userId,
        code,
        path,
        amount,
        rateBp: currentBp,
        now: sim.clock.now(),
      })
      // Extension (CONTRACT.md "trade/create answer"): what the order is, so the app can show it and follow it.
      return ok(
        {
          id: placed.id,
          open_price: quote(placed.openPrice),
          rate: placed.rateBp / 100,
          created_at: timestamp(placed.createdAt),
          settles_at: timestamp(placed.settlesAt),
        },
        'Order placed',
      )
    },
    { idempotent: true },
  )

  r.get('trade/list', ({ sim, userId, args }) => {
    settleDueTrades(sim.db, sim.prices, sim.clock.now())
    const history = text(args, 'status') === '1'
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        `SELECT t.*, m.title FROM trades t JOIN markets m ON m.code = t.code
         WHERE t.user_id = ? AND ${history ? 't.status != 0' : 't.status = 0'} ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.limit, page.offset) as {
      id: number
      title: string
      path: number
      amount: number
      status: number
      profit_amount: number
      open_price: number
      close_price: number
      created_at: number
    }[]
    return ok(
      rows.map((t) => ({
        id: t.id,
        title: t.title,
        path: t.path,
        amount: money(t.amount),
        status: t.status,
        profit_amount: money(t.status === 1 ? t.profit_amount : 0),
        open_price: quote(t.open_price),
        close_price: t.status === 0 ? null : quote(t.close_price),
        created_at: timestamp(t.created_at),
      })),
    )
  })

  r.get('market/kline', ({ sim, args }) => {
    const parsed = parseSymbol(text(args, 'symbol'))
    if (!parsed || !isKlinePeriod(parsed.period)) return fail('Invalid symbol')
    const market = findMarket(sim.db, parsed.code)
    if (!market) return fail('Unknown market')
    const size = args.size === undefined ? 30 : int(args, 'size', 1, 300, 'Invalid size')
    const candles = sim.prices.history(market.code, market.base_price, parsed.period, sim.clock.now(), size)
    return ok(candles.map(tickOf))
  })

  // Not in §7: lets a client (and a demo) discover the pairs; the app gets code/name/title from its route.
  r.get(
    'market/list',
    ({ sim }) => {
      const rows = sim.db.prepare('SELECT * FROM markets ORDER BY sort').all() as MarketRow[]
      const now = sim.clock.now()
      return ok(
        rows.map((m) => ({
          code: m.code,
          title: m.title,
          name: m.name,
          price: quote(sim.prices.marketPrice(m.code, m.base_price, now)),
        })),
      )
    },
    { auth: false },
  )
}
