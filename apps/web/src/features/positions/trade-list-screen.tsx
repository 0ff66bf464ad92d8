import { type TradeListTab, tradeListTabStatus } from '@mandi/domain'
import { useState } from 'react'
import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { type TradeList, TradeListView } from './trade-list-view.tsx'

/** The trade list reading of /position (spec §2): trade/list with status 0 (Open trades) or 1 (History). */
export function TradeListScreen() {
  const [tab, setTab] = useState<TradeListTab>('tradingPairs')
  const query = useApiQuery(`trades:${tab}`, () => api.trade.list(tradeListTabStatus(tab)))
  const { state } = query
  const list: TradeList =
    state.status === 'success'
      ? { status: 'success', orders: state.data }
      : { status: state.status === 'idle' ? 'loading' : state.status }
  return <TradeListView tab={tab} list={list} onTabChange={setTab} onRetry={query.reload} />
}
