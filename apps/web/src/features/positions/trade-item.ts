import type { TradeOrder } from '@mandi/api-client'

/**
 * /detail for one trade order (spec §2: each item links to /detail with the order). /detail looks the order
 * up in trade/list by its id, so the id is the whole contract; the query is built with URLSearchParams.
 */
export function tradeDetailPath(order: TradeOrder): string {
  return `/detail?${new URLSearchParams({ id: String(order.id) }).toString()}`
}
