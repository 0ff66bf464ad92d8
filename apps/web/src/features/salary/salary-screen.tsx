import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { salaryApi } from '../../api/calls/salary.ts'
import { type PagedQuery, useApiPages } from '../../api/use-api-pages.ts'
import { useLiveRefresh } from '../../api/use-live-refresh.ts'
import type { MoreState } from '../../layout/more-rows.tsx'
import { useRouteActive } from '../../router/route-active.ts'
import { type ListStatus, type SalaryTab, SalaryView } from './salary-view.tsx'
import './strings.ts'
import '../wallet/strings.ts'

function listOf<T>({ state, more }: PagedQuery<T>): {
  status: ListStatus
  items: readonly T[]
  more: MoreState
} {
  return {
    status: state.status === 'idle' ? 'loading' : state.status,
    items: state.status === 'success' ? state.data : [],
    more,
  }
}

/**
 * /salary container (keep-alive): each tab loads its list the first time it is shown and keeps it, so
 * switching tabs asks for nothing again (Retry does). The Payout tab refreshes in the background every 30 s and
 * on focus while shown, so a withdrawal paid or refunded shows without a reload.
 */
export function SalaryScreen() {
  const [params] = useSearchParams()
  const askedPayout = params.get('tab') === 'payout'
  const [tab, setTab] = useState<SalaryTab>(askedPayout ? 'payout' : 'create')
  const [payoutSeen, setPayoutSeen] = useState(askedPayout)
  const logs = useApiPages('salary:logs', (page) => salaryApi.logs(page))
  const withdrawals = useApiPages('salary:withdrawals', (page) => salaryApi.withdrawals(page), {
    enabled: payoutSeen || tab === 'payout',
    keyOf: (record) => record.orderNumber,
  })
  // `?tab=payout` (the link of a salary withdrawal's result) opens the Payout tab, also when the kept screen
  // is shown again through it; a list it had already loaded is then reloaded, as it lacks the withdrawal
  // just made. Coming back to plain /salary asks for nothing again.
  // The withdrawals change when the back office pays or refunds them: followed while the tab is shown (paused
  // while the kept-alive route is hidden).
  useLiveRefresh(withdrawals.refresh, tab === 'payout')
  const active = useRouteActive()
  const reloadWithdrawals = useRef(withdrawals.reload)
  reloadWithdrawals.current = withdrawals.reload
  const payoutSeenRef = useRef(payoutSeen)
  payoutSeenRef.current = payoutSeen
  const firstRun = useRef(true)
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false
      return
    }
    if (!active || !askedPayout) return
    if (payoutSeenRef.current) reloadWithdrawals.current()
    setPayoutSeen(true)
    setTab('payout')
  }, [active, askedPayout])
  return (
    <SalaryView
      tab={tab}
      create={listOf(logs)}
      payout={listOf(withdrawals)}
      onTabChange={(next) => {
        if (next === 'payout') setPayoutSeen(true)
        setTab(next)
      }}
      onRetry={(which) => (which === 'create' ? logs.reload() : withdrawals.reload())}
    />
  )
}
