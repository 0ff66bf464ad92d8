import { noticeApi } from '../../api/calls/notice.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { AnnouncementListView } from './announcement-list-view.tsx'
import './strings.ts'

/** /notify container: loads the announcements once; Retry asks again. */
export function AnnouncementListScreen() {
  const query = useApiQuery('notice:list', () => noticeApi.list())
  return (
    <AnnouncementListView
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      onRetry={query.reload}
    />
  )
}
