import type { Activity } from '@mandi/api-client'
import { BottomSheet, PullToRefresh } from '@mandi/ui-kit'
import { RichText } from '@mandi/ui-kit/rich-text'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { activityTarget } from './activity-target.ts'
import './content.css'

export interface FindViewProps {
  readonly status: ViewStatus
  readonly items: readonly Activity[]
  /** The activity whose detail modal is open. */
  readonly selected: Activity | null
  readonly onRetry: () => void
  /** Older ones, a page at a time (Show more after the last one). */
  readonly more?: MoreState
  /** Pull to refresh; the spinner stays at least 800 ms (PullToRefresh). */
  readonly onRefresh: () => Promise<unknown> | undefined
  readonly onOpen: (activity: Activity) => void
  readonly onClose: () => void
}

/** /find (spec §2): activity cards with pull to refresh and a detail modal. */
export function FindView(props: FindViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen content">
      <h1 className="screen__title">{t('content.find.title')}</h1>
      <PullToRefresh
        onRefresh={props.onRefresh}
        pullLabel={t('content.find.pull')}
        releaseLabel={t('content.find.release')}
        refreshingLabel={t('content.find.refreshing')}
        refreshLabel={t('content.find.refresh')}
      >
        <StatusBlock
          status={props.status}
          emptyTitle={t('content.find.empty')}
          emptyAction={<ActionLink to="/home">{t('content.common.home')}</ActionLink>}
          onRetry={props.onRetry}
        />
        {props.status === 'success' && (
          <ul className="content__list">
            {props.items.map((item) => (
              <li key={item.id} className="content__card">
                <span className="content__card-title" data-server-content="">
                  {item.title}
                </span>
                <time className="content__time">{time.at(item.createdAt)}</time>
                <div className="content__actions">
                  <ActivityLink activity={item} />
                  <button
                    type="button"
                    className="content__button"
                    aria-label={`${t('content.find.details')}: ${item.title}`}
                    onClick={() => props.onOpen(item)}
                  >
                    {t('content.find.details')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {props.status === 'success' && props.more && <MoreRows {...props.more} />}
      </PullToRefresh>
      <BottomSheet
        open={props.selected !== null}
        title={props.selected?.title ?? ''}
        onClose={props.onClose}
        closeLabel={t('content.find.close')}
      >
        {props.selected && (
          <div className="content__sheet">
            <RichText html={props.selected.msg} className="content__body" />
            <time className="content__time">{time.at(props.selected.createdAt)}</time>
            <ActivityLink activity={props.selected} />
          </div>
        )}
      </BottomSheet>
    </section>
  )
}

/** The activity's feature (its `action`), when it names one of the app's screens. */
function ActivityLink({ activity }: { readonly activity: Activity }) {
  const t = useT()
  const to = activityTarget(activity.action)
  if (to === null) return null
  return (
    <Link
      to={to}
      className="content__button content__button--link content__button--primary"
      aria-label={`${t('content.find.go')}: ${activity.title}`}
    >
      {t('content.find.go')}
    </Link>
  )
}
