import { useState } from 'react'
import { api } from '../../api/client.ts'
import type { QueryState } from '../../api/use-api-query.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { type ListStatus, type SalaryTab, SalaryView } from './salary-view.tsx'

function listOf<T>(state: QueryState<readonly T[]>): { status: ListStatus; items: readonly T[] } {
  return {
    status: state.status === 'idle' ? 'loading' : state.status,
    items: state.status === 'success' ? state.data : [],
  }
}

/**
 * /salary container (keep-alive): each tab loads its list the first time it is shown and keeps it, so
 * switching tabs or coming back to the route asks for nothing again (Retry does).
 */
export function SalaryScreen() {
  const [tab, setTab] = useState<SalaryTab>('create')
  const [payoutSeen, setPayoutSeen] = useState(false)
  const logs = useApiQuery('salary:logs', () => api.salary.logs())
  const withdrawals = useApiQuery('salary:withdrawals', () => api.salary.withdrawals(), {
    enabled: payoutSeen || tab === 'payout',
  })
  return (
    <SalaryView
      tab={tab}
      create={listOf(logs.state)}
      payout={listOf(withdrawals.state)}
      onTabChange={(next) => {
        if (next === 'payout') setPayoutSeen(true)
        setTab(next)
      }}
      onRetry={(which) => (which === 'create' ? logs.reload() : withdrawals.reload())}
    />
  )
}
