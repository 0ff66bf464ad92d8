import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from './load-states.tsx'
import { NotifyView } from './notify-view.tsx'

/** /notify container: loads the announcements once; Retry asks again. */
export function NotifyScreen() {
  const query = useApiQuery('notice:list', () => api.notice.list())
  return (
    <NotifyView status={viewStatus(query.state)} items={dataOf(query.state, [])} onRetry={query.reload} />
  )
}
