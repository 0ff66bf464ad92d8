import { Effect } from 'effect'
import { useSearchParams } from 'wouter'
import { noticeApi } from '../../api/calls/notice.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { queryId } from '../../links/query-id.ts'
import { AnnouncementView } from './announcement-view.tsx'
import './strings.ts'

/** /announcement?id container: an id that is missing or not a number shows the empty state, unasked. */
export function AnnouncementScreen() {
  const [params] = useSearchParams()
  const id = queryId(params.get('id'))
  const query = useApiQuery(`notice:${id}`, () => (id === null ? Effect.succeed(null) : noticeApi.info(id)), {
    isEmpty: (data) => data === null,
  })
  return (
    <AnnouncementView
      status={viewStatus(query.state)}
      announcement={dataOf(query.state, null)}
      onRetry={query.reload}
    />
  )
}
