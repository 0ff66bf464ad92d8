import { noticeApi } from '../../api/calls/notice.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from './load-states.tsx'
import { NotifyView } from './notify-view.tsx'
import './strings.ts'

/** /notify container: loads the announcements once; Retry asks again. */
export function NotifyScreen() {
  const query = useApiQuery('notice:list', () => noticeApi.list())
  return (
    <NotifyView status={viewStatus(query.state)} items={dataOf(query.state, [])} onRetry={query.reload} />
  )
}
