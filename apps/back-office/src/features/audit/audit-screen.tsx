import { useCallback, useEffect, useRef, useState } from 'react'
import { type AuditScope, opsApi } from '../../api/ops-api.ts'
import type { AuditEntry, Role } from '../../api/schemas.ts'
import { AuditView } from './audit-view.tsx'

const PAGE = 50

/** /audit: the operator's own entries (support), or everyone's by default with a choice (finance). */
export function AuditScreen({ role }: { role: Role }) {
  const canSeeAll = role === 'finance'
  const [scope, setScope] = useState<AuditScope>(canSeeAll ? 'all' : 'mine')
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading')
  const [entries, setEntries] = useState<readonly AuditEntry[]>([])
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const request = useRef(0)

  const load = useCallback((which: AuditScope, pageNumber: number) => {
    const id = ++request.current
    opsApi.audit(which, pageNumber).then(
      (list) => {
        if (id !== request.current) return
        // Entries added meanwhile shift the pages: an entry already shown is not shown twice.
        setEntries((before) => {
          if (pageNumber === 1) return list
          const shown = new Set(before.map((entry) => entry.id))
          return [...before, ...list.filter((entry) => !shown.has(entry.id))]
        })
        setHasMore(list.length === PAGE)
        setPage(pageNumber)
        setStatus('ready')
        setLoadingMore(false)
      },
      () => {
        if (id !== request.current) return
        setLoadingMore(false)
        if (pageNumber === 1) setStatus('error')
      },
    )
  }, [])

  useEffect(() => load(scope, 1), [load, scope])

  return (
    <AuditView
      status={status}
      entries={entries}
      scope={scope}
      canSeeAll={canSeeAll}
      onScopeChange={(next) => {
        if (next === scope) return
        setStatus('loading')
        setScope(next)
      }}
      hasMore={hasMore}
      loadingMore={loadingMore}
      onMore={() => {
        setLoadingMore(true)
        load(scope, page + 1)
      }}
      onRetry={() => {
        setStatus('loading')
        load(scope, 1)
      }}
    />
  )
}
