import { Button } from '@mandi/ui-kit'
import { useT } from '../i18n/i18n.tsx'
import { useUpdateReady } from './update-ready.ts'
import './update-notice.css'

export interface UpdateNoticeViewProps {
  onReload: () => void
}

/** Says that a new version is ready; the user reloads when it suits them (nothing typed is lost meanwhile). */
export function UpdateNoticeView({ onReload }: UpdateNoticeViewProps) {
  const t = useT()
  return (
    <div className="update-notice" role="status">
      <p className="update-notice__text">{t('shell.update.ready')}</p>
      <Button variant="secondary" onClick={onReload}>
        {t('shell.update.reload')}
      </Button>
    </div>
  )
}

/** Shown once a new build's service worker has taken over this page. */
export function UpdateNotice() {
  const ready = useUpdateReady()
  return ready ? <UpdateNoticeView onReload={() => window.location.reload()} /> : null
}
