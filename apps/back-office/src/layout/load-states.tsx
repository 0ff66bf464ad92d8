import { Button, Skeleton } from '@mandi/ui-kit'
import { useT } from '../i18n/i18n.tsx'
import './load-states.css'

/** What a list or panel shows while its data comes. */
export function LoadingBlock({ lines = 3 }: { lines?: number }) {
  const t = useT()
  return (
    <div className="ops-load" role="status">
      <span className="mk-visually-hidden">{t('shell.loading')}</span>
      <Skeleton lines={lines} />
    </div>
  )
}

/** A load that failed, with the way to try again. */
export function ErrorBlock({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className="ops-load ops-load--error" role="alert">
      <p>{t('shell.failed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('shell.retry')}
      </Button>
    </div>
  )
}
