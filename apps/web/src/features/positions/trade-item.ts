import type { TradeOrder } from '@mandi/api-client'
import { displayedTradeProfit, paiseToRupeeString } from '@mandi/domain'

/**
 * /detail's query for one trade order (spec §2: each item links to /detail with the order). trade/list has
 * no detail call, so the order travels in the query, with the wire names of §3, built with URLSearchParams.
 */
export function tradeDetailPath(order: TradeOrder): string {
  const query = new URLSearchParams({
    id: String(order.id),
    title: order.title,
    path: String(order.path),
    amount: paiseToRupeeString(order.amount),
    status: String(order.status),
    profit_amount: paiseToRupeeString(displayedTradeProfit(order.status, order.profitAmount)),
    open_price: String(order.openPrice),
    close_price: order.closePrice === null ? '' : String(order.closePrice),
    created_at: order.createdAt,
  })
  return `/detail?${query.toString()}`
}
