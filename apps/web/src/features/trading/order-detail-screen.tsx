import { useSearchParams } from 'wouter'
import { useApiQuery } from '../../api/use-api-query.ts'
import { type OrderDetailStatus, OrderDetailView } from './order-detail-view.tsx'
import { findTrade } from './trade-orders.ts'
import './strings.ts'

/**
 * /detail?id= container. §7 has no call for one order, so the order is looked up by id in trade/list
 * (the open orders, then the settled ones page by page); the id is the one contract that /recods and the /position trade list link with.
 */
export function OrderDetailScreen() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const hasId = Number.isSafeInteger(id) && id > 0
  const query = useApiQuery(`detail:${id}`, (signal) => findTrade(id, signal), {
    enabled: hasId,
    isEmpty: (order) => order === null,
  })
  const { state } = query
  const status: OrderDetailStatus = !hasId
    ? 'missing-id'
    : state.status === 'empty'
      ? 'not-found'
      : state.status === 'idle'
        ? 'loading'
        : state.status
  return (
    <OrderDetailView
      status={status}
      order={state.status === 'success' ? state.data : null}
      onRetry={query.reload}
    />
  )
}
