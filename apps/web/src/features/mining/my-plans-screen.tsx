import type { MiningOrder } from '@mandi/api-client'
import { useCallback, useRef, useState } from 'react'
import { miningApi } from '../../api/calls/mining.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { MyPlansView, type OlderPlans } from './my-plans-view.tsx'
import './strings.ts'

/** mining/orders answers at most this many plans a page; a full page may have more behind it. */
export const PLANS_PAGE_SIZE = 50

/**
 * /my_plans container: the first page of mining/orders (newest first), and the older pages one at a time
 * when the user asks (a full page means there may be more). Retry asks for the first page again.
 */
export function MyPlansScreen() {
  const query = useApiQuery('mining/orders', () => miningApi.orders({ page: 1, limit: PLANS_PAGE_SIZE }))
  const first = dataOf<readonly MiningOrder[]>(query.state, [])
  const [older, setOlder] = useState<{ plans: readonly MiningOrder[]; page: number; full: boolean }>({
    plans: [],
    page: 1,
    full: true,
  })
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'error'>('idle')
  const loading = useRef(false)
  const loadOlder = useCallback(async () => {
    if (loading.current) return
    loading.current = true
    setOlderState('loading')
    try {
      const page = older.page + 1
      const plans = await toPromise(miningApi.orders({ page, limit: PLANS_PAGE_SIZE }))
      setOlder((before) => ({
        plans: [...before.plans, ...plans],
        page,
        full: plans.length === PLANS_PAGE_SIZE,
      }))
      setOlderState('idle')
    } catch {
      setOlderState('error')
    } finally {
      loading.current = false
    }
  }, [older.page])
  const more: OlderPlans =
    first.length < PLANS_PAGE_SIZE || !older.full ? 'none' : olderState === 'idle' ? 'available' : olderState
  return (
    <MyPlansView
      status={viewStatus(query.state)}
      plans={[...first, ...older.plans]}
      older={more}
      onRetry={query.reload}
      onLoadOlder={() => void loadOlder()}
    />
  )
}
