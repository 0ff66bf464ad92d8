import { TradeOrder } from '@mandi/api-client'
import { Schema } from 'effect'
import { useRef } from 'react'
import { useSearchParams } from 'wouter'
import { tradeApi } from '../../api/calls/trade.ts'
import { useMorePages } from '../../api/use-api-pages.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useOnline } from '../../api/use-online.ts'
import { pairFromQuery } from '../../links/pair.ts'
import { PairOrdersView } from './pair-orders-view.tsx'
import { isOrderOfPair, loadRecentTrades } from './trade-orders.ts'
import './strings.ts'

const isTrades = Schema.is(Schema.Array(TradeOrder))

/**
 * /recods?code&title&name container: the user's trades (both status groups) for the pair in the query,
 * kept on the phone per pair (lastKnown) and shown offline with their time. Older settled trades come a page of
 * trade/list at a time (Show more), the pair's among them appended.
 */
export function PairOrdersScreen() {
  const online = useOnline()
  const [params] = useSearchParams()
  const pair = pairFromQuery(params)
  // Whether older settled orders may follow the first page (unknown for a kept answer: Show more finds out).
  const settledFull = useRef(true)
  const query = useApiQuery(
    `recods:${pair?.code ?? ''}:${pair?.title ?? ''}`,
    async (signal) => {
      const recent = await loadRecentTrades(signal)
      settledFull.current = recent.settledFull
      return pair ? recent.orders.filter((order) => isOrderOfPair(order, pair)) : []
    },
    { enabled: pair !== null, lastKnown: isTrades },
  )
  const { state } = query
  const first = state.status === 'success' || state.status === 'empty' ? state.data : undefined
  const older = useMorePages(first, (page) => tradeApi.list(1, page), {
    keyOf: (order) => order.id,
    firstFull: settledFull.current,
  })
  const olderOfPair = pair ? older.rows.filter((order) => isOrderOfPair(order, pair)) : []
  const orders = first ? [...first, ...olderOfPair] : []
  return (
    <PairOrdersView
      pair={pair}
      status={state.status === 'idle' ? 'loading' : orders.length > 0 ? 'success' : state.status}
      orders={orders}
      more={older.more}
      onRetry={query.reload}
      lastKnown={query.lastKnown}
      offline={!online}
    />
  )
}
