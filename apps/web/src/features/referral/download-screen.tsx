import { DEFAULT_INVITE_CODE } from '@mandi/domain'
import { useSyncExternalStore } from 'react'
import { useSearchParams } from 'wouter'
import { useApiQuery } from '../../api/use-api-query.ts'
import { useFeedback } from '../../feedback/feedback-host.tsx'
import { useT } from '../../i18n/i18n.tsx'
import { installCapture } from '../../install/install-prompt.ts'
import { fetchAppPackageHref } from './app-package.ts'
import { type AppPackageState, DownloadView } from './download-view.tsx'
import './strings.ts'

/** An invite code from the query, else the default 66666 (a code that is not a short word of letters and digits is ignored). */
export function inviteCodeFrom(raw: string | null): string {
  return raw && /^[A-Za-z0-9]{1,20}$/.test(raw) ? raw : DEFAULT_INVITE_CODE
}

/** /download?code container (public: reachable without a token). */
export function DownloadScreen() {
  const t = useT()
  const { alert } = useFeedback()
  const [params] = useSearchParams()
  const query = useApiQuery('download:package', (signal) => fetchAppPackageHref(signal), {
    isEmpty: (href) => href === null,
  })
  const { state } = query
  // The install offer was kept from the app's start (main.tsx); this screen only reads it.
  const capture = installCapture()
  const install = useSyncExternalStore(capture.subscribe, capture.status)
  const appPackage: AppPackageState =
    state.status === 'success' && state.data !== null
      ? { status: 'available', href: state.data }
      : state.status === 'empty'
        ? { status: 'unavailable' }
        : state.status === 'error'
          ? { status: 'error' }
          : { status: 'loading' }
  return (
    <DownloadView
      code={inviteCodeFrom(params.get('code'))}
      appPackage={appPackage}
      install={install}
      onInstall={() => void capture.prompt()}
      onRetry={query.reload}
      onCopied={() => void alert(t('shell.common.copied'))}
    />
  )
}
