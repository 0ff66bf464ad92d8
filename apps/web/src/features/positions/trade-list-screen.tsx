import { TradeOrder } from '@mandi/api-client'
import { type TradeListTab, tradeListTabStatus } from '@mandi/domain'
import { Schema } from 'effect'
import { useState } from 'react'
import { tradeApi } from '../../api/calls/trade.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useOnline } from '../../api/use-online.ts'
import { type TradeList, TradeListView } from './trade-list-view.tsx'

const isTrades = Schema.is(Schema.Array(TradeOrder))

/**
 * The trade list reading of /position (spec §2): trade/list with status 0 (Open trades) or 1 (History).
 * Each tab's list is kept on the phone (lastKnown) and shown offline with its time.
 */
export function TradeListScreen() {
  const [tab, setTab] = useState<TradeListTab>('tradingPairs')
  const online = useOnline()
  const query = useApiPages(`trades:${tab}`, (page) => tradeApi.list(tradeListTabStatus(tab), page), {
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
