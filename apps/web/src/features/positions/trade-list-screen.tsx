import { firstReads } from '@mandi/api-client/first-reads'
import { type TradeListTab, tradeListTabStatus } from '@mandi/domain'
import { useState } from 'react'
import { firstRead, runCall } from '../../api/first-read.ts'
import { lazyCalls } from '../../api/lazy-calls.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useOnline } from '../../api/use-online.ts'
import { type TradeList, TradeListView } from './trade-list-view.tsx'

/** One page of a tab's trades: the first a first read (issue 30), the others through the call. */
function loadTrades(tab: TradeListTab, page: number, signal: AbortSignal) {
  const status = tradeListTabStatus(tab)
  const call = () => lazyCalls.trade().then((api) => api.list(status, page))
  return page === 1 ? firstRead(firstReads.tradeList(status), call, signal) : runCall(call, signal)
}

// The guard of kept answers: the first read's plan, the same shape as the call's schema.
const isTrades = firstReads.tradeList(0).isDecoded

/**
 * The trade list reading of /position (spec §2): trade/list with status 0 (Open trades) or 1 (History).
 * Each tab's list is kept on the phone (lastKnown) and shown offline with its time.
 */
export function TradeListScreen() {
  const [tab, setTab] = useState<TradeListTab>('tradingPairs')
  const online = useOnline()
  const query = useApiPages(`trades:${tab}`, (page, signal) => loadTrades(tab, page, signal), {
    lastKnown: isTrades,
    keyOf: (order) => order.id,
  })
  const { state } = query
  const list: TradeList =
    state.status === 'success'
      ? { status: 'success', orders: state.data, more: query.more }
      : { status: state.status === 'idle' ? 'loading' : state.status }
  return (
    <TradeListView
      tab={tab}
      list={list}
      onTabChange={setTab}
      onRetry={query.reload}
      lastKnown={query.lastKnown}
      offline={!online}
    />
  )
}
