import { TradeOrder } from '@mandi/api-client'
import { Schema } from 'effect'
import { useSearchParams } from 'wouter'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useOnline } from '../../api/use-online.ts'
import { pairFromQuery } from '../../links/pair.ts'
import { PairOrdersView } from './pair-orders-view.tsx'
import { isOrderOfPair, loadAllTrades } from './trade-orders.ts'
import './strings.ts'

const isTrades = Schema.is(Schema.Array(TradeOrder))

/**
 * /recods?code&title&name container: the user's trades (both status groups) for the pair in the query,
 * kept on the phone per pair (lastKnown) and shown offline with their time.
 */
export function PairOrdersScreen() {
  const online = useOnline()
  const [params] = useSearchParams()
  const pair = pairFromQuery(params)
  const query = useApiQuery(
    `recods:${pair?.code ?? ''}:${pair?.title ?? ''}`,
    async (signal) => {
      const all = await loadAllTrades(signal)
      return pair ? all.filter((order) => isOrderOfPair(order, pair)) : []
    },
    { enabled: pair !== null, lastKnown: isTrades },
  )
  const { state } = query
  return (
    <PairOrdersView
      pair={pair}
      status={state.status === 'idle' ? 'loading' : state.status}
      orders={state.status === 'success' ? state.data : []}
      onRetry={query.reload}
      lastKnown={query.lastKnown}
      offline={!online}
    />
  )
}
