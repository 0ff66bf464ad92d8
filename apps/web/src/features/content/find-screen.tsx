import type { Activity } from '@mandi/api-client'
import { useRef, useState } from 'react'
import { channelApi } from '../../api/calls/channel.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { FindView } from './find-view.tsx'
import './strings.ts'

/**
 * /find container. Pull to refresh asks again in the background and swaps the cards in when the answer
 * comes, so the list stays on screen during the 800 ms spinner instead of flashing skeletons; Retry (after
 * a failed first load) goes through the query.
 */
export function FindScreen() {
  const query = useApiQuery('channel:activities', () => channelApi.activities())
  const [fresh, setFresh] = useState<readonly Activity[] | null>(null)
  const [selected, setSelected] = useState<Activity | null>(null)
  const latest = useRef(0)
  const shown = fresh ?? dataOf(query.state, [])
  const status = fresh === null ? viewStatus(query.state) : fresh.length === 0 ? 'empty' : 'success'

  const refresh = async () => {
    const ticket = ++latest.current
    try {
      const items = await toPromise(channelApi.activities())
      if (ticket === latest.current) setFresh(items)
    } catch {
      // A failed refresh keeps the cards already shown; the first load's error state has its own Retry.
    }
  }

  return (
    <FindView
      status={status}
      items={shown}
      selected={selected}
      onRetry={query.reload}
      onRefresh={refresh}
      onOpen={setSelected}
      onClose={() => setSelected(null)}
    />
  )
}
