import { createContext, type ReactNode, useContext, useRef } from 'react'
import { Router, useLocation, useSearch } from 'wouter'
import { navigate } from './hash-location.ts'

interface Snapshot {
  readonly path: string
  readonly search: string
}

const SnapshotContext = createContext<Snapshot>({ path: '/', search: '' })

function useSnapshotLocation(): [string, typeof navigate] {
  return [useContext(SnapshotContext).path, navigate]
}
useSnapshotLocation.searchHook = () => useContext(SnapshotContext).search
useSnapshotLocation.hrefs = (href: string) => `#${href}`

/**
 * Gives a kept-alive screen the location it had when it was last shown. Without it a hidden /kline would
 * re-render with another route's query (its name, code and title would vanish) while it waits.
 */
export function FrozenLocation({ active, children }: { active: boolean; children: ReactNode }) {
  const [path] = useLocation()
  const search = useSearch()
  const last = useRef<Snapshot>({ path, search })
  if (active && (last.current.path !== path || last.current.search !== search)) {
    last.current = { path, search }
  }
  return (
    <SnapshotContext.Provider value={last.current}>
      <Router hook={useSnapshotLocation}>{children}</Router>
    </SnapshotContext.Provider>
  )
}
