import type { Activity } from '@mandi/api-client'
import { useRef, useState } from 'react'
import { channelApi } from '../../api/calls/channel.ts'
import { toPromise } from '../../api/to-promise.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { FindView } from './find-view.tsx'
import './strings.ts'

/**
 * /find container. Pull to refresh asks again in the background and swaps the cards in when the answer
 * comes, so the list stays on screen during the 800 ms spinner instead of flashing skeletons; Retry (after
 * a failed first load) goes through the query.
 */
export function FindScreen() {
  const query = useApiPages('channel:activities', (page) => channelApi.activities(page), {
    keyOf: (activity) => activity.id,
  })
  const [selected, setSelected] = useState<Activity | null>(null)
  const latest = useRef(0)

  const refresh = async () => {
    const ticket = ++latest.current
    try {
      const items = await toPromise(channelApi.activities())
      if (ticket === latest.current) query.replaceFirst(items)
    } catch {
      // A failed refresh keeps the cards already shown; the first load's error state has its own Retry.
    }
  }

  return (
    <FindView
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      more={query.more}
      selected={selected}
      onRetry={query.reload}
      onRefresh={refresh}
      onOpen={setSelected}
      onClose={() => setSelected(null)}
    />
  )
}
