import type { TradeOrder } from '@mandi/api-client'
import { tradeApi } from '../../api/calls/trade.ts'
import { toPromise } from '../../api/to-promise.ts'
import type { Pair } from '../../links/pair.ts'

/**
 * Every order of the user: trade/list answers one status group at a time (0 processing, 1 settled), so both
 * are asked for and merged, newest first. /recods filters them by pair; /detail finds one by id.
 */
export async function loadAllTrades(signal: AbortSignal): Promise<TradeOrder[]> {
  const [open, settled] = await Promise.all([
    toPromise(tradeApi.list(0), signal),
    toPromise(tradeApi.list(1), signal),
  ])
  return [...open, ...settled].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id,
  )
}

const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * A trade/list entry carries the pair's title, not its code (spec §3), so an order belongs to the pair when
 * its title is the pair's title, or when the title's letters spell the code ('BTC/USDT' is btcusdt).
 */
export function isOrderOfPair(order: TradeOrder, pair: Pair): boolean {
  return order.title === pair.title || letters(order.title) === letters(pair.code)
}
