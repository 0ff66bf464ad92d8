import { errorText } from '../../api/api-error.ts'
import { userApi } from '../../api/calls/user.ts'
import { useApiPages } from '../../api/use-api-pages.ts'
import { useT } from '../../i18n/i18n.tsx'
import type { StatementViewProps } from './statement-view.tsx'

/** user/settlement as the StatementView's props (both /center and /settlement read it). */
export function useStatement(): Omit<StatementViewProps, 'title'> {
  const t = useT()
  const { state, reload, more } = useApiPages('user/settlement', (page) => userApi.settlement(page))
  return {
    status: state.status === 'idle' ? 'loading' : state.status,
    entries: state.status === 'success' ? state.data : [],
    errorText: state.status === 'error' ? errorText(state.error, t('wallet.common.loadFailed')) : undefined,
    onRetry: reload,
    more,
  }
}
