import { Button } from '@mandi/ui-kit'
import { useT } from '../i18n/i18n.tsx'
import './more-rows.css'

/**
 * The next page of a paged list (CONTRACT.md "Paged lists"): `idle` more rows may come; `loading` the next page is
 * on its way; `error` it did not come; `done` the list is whole.
 */
export type MoreStatus = 'idle' | 'loading' | 'error' | 'done'

export interface MoreState {
  readonly status: MoreStatus
  /** Asks for the next page (Show more, and Retry after an error). */
  readonly onMore: () => void
}

/**
 * The end of a paged list: Show more (a 44 px button), the same button busy with "Loading more…" while the next
 * page comes, or the error with Retry; nothing once the list is whole. A view renders it after its last row.
 */
export function MoreRows({ status, onMore }: MoreState) {
  const t = useT()
  if (status === 'done') return null
  if (status === 'error') {
    return (
      <div className="more-rows more-rows--error">
        <p className="more-rows__text" role="alert">
          {t('shell.list.moreFailed')}
        </p>
        <Button variant="secondary" onClick={onMore}>
          {t('shell.common.retry')}
        </Button>
      </div>
    )
  }
  return (
    <div className="more-rows" aria-live="polite">
      <Button variant="secondary" block loading={status === 'loading'} onClick={onMore}>
        {status === 'loading' ? t('shell.list.loadingMore') : t('shell.list.showMore')}
      </Button>
    </div>
  )
}
