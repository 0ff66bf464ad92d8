import { allPages, LIST_PAGE_SIZE, type TradeOrder } from '@mandi/api-client'
import { tradeApi } from '../../api/calls/trade.ts'
import { toPromise } from '../../api/to-promise.ts'
import type { Pair } from '../../links/pair.ts'

/** Newest first (ties by id). */
const newestFirst = (a: TradeOrder, b: TradeOrder) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id

/**
 * The user's recent orders, for /recods: trade/list answers one status group at a time (0 processing, 1
 * settled), so every open order (they settle within a minute) and the first page of settled ones are asked for
 * and merged, newest first. `settledFull` says whether older settled orders may follow (Show more asks for
 * trade/list?status=1 page by page).
 */
export async function loadRecentTrades(
  signal: AbortSignal,
): Promise<{ orders: TradeOrder[]; settledFull: boolean }> {
  const [open, settled] = await Promise.all([
    toPromise(
      allPages((page) => tradeApi.list(0, page)),
      signal,
    ),
    toPromise(tradeApi.list(1), signal),
  ])
  return { orders: [...open, ...settled].sort(newestFirst), settledFull: settled.length >= LIST_PAGE_SIZE }
}

/**
 * One order by id, for /detail (§7 has no call for one order): the open orders, then the settled ones page by
 * page until it is found or the list ends.
 */
export async function findTrade(id: number, signal: AbortSignal): Promise<TradeOrder | null> {
  for (const status of [0, 1] as const) {
    for (let page = 1; ; page++) {
      const rows = await toPromise(tradeApi.list(status, page), signal)
      const found = rows.find((order) => order.id === id)
      if (found) return found
      if (rows.length < LIST_PAGE_SIZE) break
    }
  }
  return null
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * A trade/list entry carries the pair's title, not its code (spec §3), so an order belongs to the pair when
 * its title is the pair's title, or when the title's letters spell the code ('BTC/USDT' is btcusdt).
 */
export function isOrderOfPair(order: TradeOrder, pair: Pair): boolean {
  return order.title === pair.title || letters(order.title) === letters(pair.code)
}
