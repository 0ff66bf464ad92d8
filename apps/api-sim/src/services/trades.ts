import { movePurse } from '../db/accounts.ts'
import type { Db } from '../db/open.ts'
import { reject } from '../http/wire.ts'
import type { PriceModel } from '../market/price.ts'

/** §4, §9: a trade runs one minute. */
export const TRADE_DURATION_MS = 60_000

export interface MarketRow {
  code: string
  title: string
  name: string
  base_price: number
  sort: number
}

export function findMarket(db: Db, code: string): MarketRow | undefined {
  return db.prepare('SELECT * FROM markets WHERE code = ?').get(code) as MarketRow | undefined
}

/** A placed trade: its id, entry price (ten-thousandths), rate (basis points) and times (epoch ms). */
export interface PlacedTrade {
  id: number
  openPrice: number
  rateBp: number
  createdAt: number
  settlesAt: number
}

export function placeTrade(
  db: Db,
  prices: PriceModel,
  input: { userId: number; code: string; path: 0 | 1; amount: number; rateBp: number; now: number },
): PlacedTrade {
  return db.transaction(() => {
    const market = findMarket(db, input.code)
    if (!market) reject('Unknown market')
    movePurse(db, input.userId, 'balance', -input.amount, `Trade ${market.title}`, input.now)
    const open = prices.marketPrice(market.code, market.base_price, input.now)
    const result = db
      .prepare(
        'INSERT INTO trades (user_id, code, path, amount, rate_bp, open_price, created_at, settle_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        input.userId,
        market.code,
        input.path,
        input.amount,
        input.rateBp,
        open,
        input.now,
        input.now + TRADE_DURATION_MS,
      )
    return {
      id: Number(result.lastInsertRowid),
      openPrice: open,
      rateBp: input.rateBp,
      createdAt: input.now,
      settlesAt: input.now + TRADE_DURATION_MS,
    }
  })()
}

/**
 * Settles every trade whose minute is over, against the price path at its settle time: a CALL wins when
 * the close is above the open, a PUT when below; a tie loses. A win pays back the stake plus rate × stake.
 */
export function settleDueTrades(db: Db, prices: PriceModel, now: number): number {
  // One commit for the whole batch (each trade still nests as its own savepoint): the settlement loop runs
  // every second and must not hold the event loop for one disk flush per trade.
  return db.transaction(() => {
    const due = db
      .prepare(
        'SELECT t.id, t.user_id, t.code, t.path, t.amount, t.rate_bp, t.open_price, t.settle_at, m.base_price, m.title FROM trades t JOIN markets m ON m.code = t.code WHERE t.status = 0 AND t.settle_at <= ?',
      )
      .all(now) as {
      id: number
      user_id: number
      code: string
      path: number
      amount: number
      rate_bp: number
      open_price: number
      settle_at: number
      base_price: number
      title: string
    }[]
    for (const trade of due) {
      db.transaction(() => {
        const close = prices.marketPrice(trade.code, trade.base_price, trade.settle_at)
        const won = trade.path === 0 ? close > trade.open_price : close < trade.open_price
        const profit = won ? Math.floor((trade.amount * trade.rate_bp) / 10_000) : 0
        // The status guard makes a concurrent settle of the same trade a no-op.
        const changed = db
          .prepare(
            'UPDATE trades SET status = ?, close_price = ?, profit_amount = ? WHERE id = ? AND status = 0',
          )
          .run(won ? 1 : 2, close, profit, trade.id).changes
        if (changed && won)
          movePurse(
            db,
            trade.user_id,
            'balance',
            trade.amount + profit,
            `Trade profit ${trade.title}`,
            trade.settle_at,
          )
      })()
    }
    return due.length
  })()
}
