import { noticeApi } from '../../api/calls/notice.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { AnnouncementListView } from './announcement-list-view.tsx'
import './strings.ts'

/** /notify container: loads the announcements once; Retry asks again. */
export function AnnouncementListScreen() {
  const query = useApiPages('notice:list', (page) => noticeApi.list(page), { keyOf: (notice) => notice.id })
  return (
    <AnnouncementListView
      status={viewStatus(query.state)}
      items={dataOf(query.state, [])}
      onRetry={query.reload}
      more={query.more}
    />
  )
}
