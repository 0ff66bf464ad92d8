import { api } from '../../api/client.ts'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { dataOf, viewStatus } from '../content/load-states.tsx'
import { shareLink } from './share-link.ts'
import { ShareView } from './share-view.tsx'

/** /share container: the code comes from user/info (§3: `code` is the user's own ID and invite code). */
export function ShareScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const query = useApiQuery('user:info', () => api.user.info(), { isEmpty: (user) => user.code === '' })
  const code = dataOf(query.state, null)?.code ?? ''
  return (
    <ShareView
      status={viewStatus(query.state)}
      code={code}
      link={code ? shareLink(code) : ''}
      onRetry={query.reload}
      onCopied={() => void alert(t('shell.common.copied'))}
    />
  )
}
