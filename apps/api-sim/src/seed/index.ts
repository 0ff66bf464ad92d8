import { seededRandom } from '@mandi/domain'
import { insertAutoReply } from '../chat/agent.ts'
import { HELP_REPLY, replyToText } from '../chat/auto-reply.ts'
import { insertMessage } from '../chat/messages.ts'
import type { Db } from '../db/open.ts'
import type { PriceModel } from '../market/price.ts'
import { payInvitationRewards } from '../services/invitation-rewards.ts'
import { buy, sell } from '../services/positions.ts'
import { findMarket, placeTrade, settleDueTrades, TRADE_DURATION_MS } from '../services/trades.ts'
import { seedCatalogue } from './catalogue.ts'
import { markAnsweredChatRead } from './chat-read.ts'
import { seedContent } from './content.ts'
import { seedPlans } from './plans.ts'
import { seedRankingWorld } from './ranking-world.ts'
import { restateRunningBalances } from './restate-ledger.ts'
import { seedUsers } from './users.ts'

const minute = 60_000
const day = 86_400_000

/** Builds the demo world of a fresh database, in one transaction (all or nothing). */
export function seed(db: Db, prices: PriceModel, now: number, seedValue: number): void {
  const random = seededRandom(seedValue)
  db.transaction(() => {
    seedCatalogue(db)
    seedContent(db, now)
    const ids = seedUsers(db, now, random)
    seedRankingWorld(db, now, random, ids)
    seedActivity(db, prices, ids.rich, now)
    markAnsweredChatRead(db)
    // The invitation rewards of every first deposit so far, paid by the back-office job itself.
    payInvitationRewards(db, now)
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

  seedChat(db, userId, now)
}

/**
 * The rich demo's chat: every desk reply is automatic and made by the same code that answers live messages,
 * from the account's records at that moment (nothing claims a person wrote it). Unread, so /chat shows it.
 */
function seedChat(db: Db, userId: number, now: number): void {
  const t = (minutesAgo: number) => now - minutesAgo * minute
  const user = (adminId: number, content: string, at: number) =>
    insertMessage(db, { userId, adminId, mine: true, type: 'text', content, now: at })
  const reply = (adminId: number, question: string, at: number) =>
    insertAutoReply({ db }, { userId, adminId, reply: replyToText(db, userId, question, at), now: at })
  insertAutoReply({ db }, { userId, adminId: 1, reply: HELP_REPLY, now: t(600) })
  user(1, 'Hi, my deposit is pending.', t(26))
  reply(1, 'Hi, my deposit is pending.', t(25))
  user(3, 'When does my withdrawal reach the bank?', t(125))
  reply(3, 'When does my withdrawal reach the bank?', t(124))
}
