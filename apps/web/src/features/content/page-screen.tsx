import { Effect } from 'effect'
import { useSearchParams } from 'wouter'
import { pageApi } from '../../api/calls/page.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { dataOf, viewStatus } from '../../layout/load-states.tsx'
import { queryId } from '../../links/query-id.ts'
import { PageView } from './page-view.tsx'
import './strings.ts'

/** /page?id container. */
export function PageScreen() {
  const [params] = useSearchParams()
  const id = queryId(params.get('id'))
  const query = useApiQuery(`page:${id}`, () => (id === null ? Effect.succeed(null) : pageApi.info(id)), {
    isEmpty: (data) => data === null,
  })
  return <PageView status={viewStatus(query.state)} page={dataOf(query.state, null)} onRetry={query.reload} />
}
