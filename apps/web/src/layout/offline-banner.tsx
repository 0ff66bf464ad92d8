import { Button } from '@mandi/ui-kit'
import { CloudOff, WifiOff } from 'lucide-react'
import type { LastKnownNotice } from '../api/use-api-query.ts'
import { useT } from '../i18n/i18n.tsx'
import { useTimeFormat } from '../i18n/use-time-format.ts'
import './offline-banner.css'

export interface OfflineBannerProps {
  /** From the screen's query (`Query.lastKnown`); nothing is drawn while it is null. */
  readonly notice: LastKnownNotice | null | undefined
  /** Offered when the phone is online but the server was out of reach (offline, it reloads by itself). */
  readonly onRetry?: () => void
}

/**
 * "Offline, as of Today, 7:45 pm": the data below was loaded earlier (kept on this phone) and may have
 * changed since. The time is India time, through the app's time formatting.
 */
export function OfflineBanner({ notice, onRetry }: OfflineBannerProps) {
  const t = useT()
  const time = useTimeFormat()
  if (!notice) return null
  const when = time.atMs(notice.asOf)
  const Icon = notice.offline ? WifiOff : CloudOff
  return (
    <div className="offline-banner" role="status">
      <Icon className="offline-banner__icon" size={20} aria-hidden="true" />
      <div className="offline-banner__text">
        <p className="offline-banner__title">
          {notice.offline
            ? t('shell.offline.asOf', { time: when })
            : t('shell.offline.unreachable', { time: when })}
        </p>
        <p className="offline-banner__body">
          {notice.offline ? t('shell.offline.saved') : t('shell.offline.savedUnreachable')}
        </p>
      </div>
      {!notice.offline && onRetry && (
        <Button variant="secondary" className="offline-banner__retry" onClick={onRetry}>
          {t('shell.common.retry')}
        </Button>
      )}
    </div>
  )
}
