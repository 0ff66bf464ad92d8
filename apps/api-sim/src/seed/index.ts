import { seededRandom } from '@mandi/domain'
import { insertMessage } from '../chat/messages.ts'
import type { Db } from '../db/open.ts'
import type { PriceModel } from '../market/price.ts'
import { buy, sell } from '../services/positions.ts'
import { findMarket, placeTrade, settleDueTrades, TRADE_DURATION_MS } from '../services/trades.ts'
import { seedCatalogue } from './catalogue.ts'
import { seedContent } from './content.ts'
import { seedPlans } from './plans.ts'
import { restateRunningBalances } from './restate-ledger.ts'
import { RICH_DEMO, seedUsers } from './users.ts'

const minute = 60_000
const day = 86_400_000

/** Builds the demo world of a fresh database, in one transaction (all or nothing). */
export function seed(db: Db, prices: PriceModel, now: number, seedValue: number): void {
  const random = seededRandom(seedValue)
  db.transaction(() => {
    seedCatalogue(db)
    seedContent(db, now, random)
    seedUsers(db, now, random)
    const rich = (db.prepare('SELECT id FROM users WHERE mob = ?').get(RICH_DEMO.mob) as { id: number }).id
    seedActivity(db, prices, rich, now)
    restateRunningBalances(db)
  })()
}

/** Positions, trades, BIT Pro and mining plans (seed/plans.ts) and chat, made through the same code the API uses. */
function seedActivity(db: Db, prices: PriceModel, userId: number, now: number): void {
  const p1 = buy(db, prices, userId, 1, 5, now - 20 * day)
  buy(db, prices, userId, 21, 1, now - 12 * day)
  buy(db, prices, userId, 6, 3, now - 6 * day)
  const p4 = buy(db, prices, userId, 17, 2, now - 9 * day)
  buy(db, prices, userId, 26, 4, now - 2 * day)
  sell(db, prices, userId, p1, 2, now - 4 * day)
  sell(db, prices, userId, p4, 2, now - 3 * day)

  const rateBp = 1500
  // Directions are picked against the price path so the history shows both a Profit and a Loss.
  const trade = (code: string, amount: number, at: number, win: boolean) => {
    const market = findMarket(db, code)
    if (!market) throw new Error(`seed market ${code} missing`)
    const rises =
      prices.marketPrice(code, market.base_price, at + TRADE_DURATION_MS) >
      prices.marketPrice(code, market.base_price, at)
    const path = rises === win ? 0 : 1
    placeTrade(db, prices, { userId, code, path, amount, rateBp, now: at })
  }
  trade('btcusdt', 50_000, now - 3 * day, true)
  trade('ethusdt', 100_000, now - 2 * day, false)
  trade('solusdt', 30_000, now - day, true)
  trade('xauusd', 20_000, now - 5 * 60 * minute, false)
  settleDueTrades(db, prices, now)
  // Still running when the sim starts; it settles a minute later like any other trade.
  placeTrade(db, prices, { userId, code: 'btcusdt', path: 1, amount: 25_000, rateBp, now: now - 10_000 })

  seedPlans(db, userId, now)

  const t = (minutesAgo: number) => now - minutesAgo * minute
  insertMessage(db, {
    userId,
    adminId: 1,
    mine: false,
    type: 'text',
    content: 'Welcome to Mandi! I am Priya from support.',
    now: t(600),
  })
  insertMessage(db, {
    userId,
    adminId: 1,
    mine: true,
    type: 'text',
    content: 'Hi, my deposit is pending.',
    now: t(590),
  })
  insertMessage(db, {
    userId,
    adminId: 1,
    mine: false,
    type: 'text',
    content: 'Please share the UTR number of the transfer.',
    now: t(585),
  })
  insertMessage(db, {
    userId,
    adminId: 1,
    mine: false,
    type: 'text',
    content: 'We are checking it now.',
    now: t(30),
  })
  insertMessage(db, {
    userId,
    adminId: 3,
    mine: false,
    type: 'text',
    content: 'Your withdrawal shows as Pending in bank until the bank pays it.',
    now: t(120),
  })
}
