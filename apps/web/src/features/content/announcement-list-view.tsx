import type { Announcement } from '@mandi/api-client'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import './content.css'

export interface AnnouncementListViewProps {
  readonly status: ViewStatus
  readonly items: readonly Announcement[]
  readonly onRetry: () => void
  /** Older ones, a page at a time (Show more after the last one). */
  readonly more?: MoreState
}

/**
 * /notify (spec §2): the announcements, each opening /announcement?id={id} (which marks it read); the ones not
 * opened yet say New.
 */
export function AnnouncementListView(props: AnnouncementListViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen content">
      <h1 className="screen__title">{t('content.notify.title')}</h1>
      <StatusBlock
        status={props.status}
        emptyTitle={t('content.notify.empty')}
        emptyAction={<ActionLink to="/home">{t('content.common.home')}</ActionLink>}
        onRetry={props.onRetry}
      />
      {props.status === 'success' && (
        <ul className="content__list">
          {props.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/announcement?id=${item.id}`}
                className="content__card content__card--link"
                aria-label={t(item.read === false ? 'content.notify.openNew' : 'content.notify.open', {
                  title: item.title,
                })}
              >
                <span className="content__card-meta">
                  <span className="content__card-title" data-server-content="">
                    {item.title}
                  </span>
                  {/* Not opened yet (notice/list `read`): what the /home bell counts. */}
                  {item.read === false && <span className="content__pill">{t('content.notify.new')}</span>}
                </span>
                {item.summary && (
                  <span className="content__card-text" data-server-content="">
                    {item.summary}
                  </span>
                )}
                <time className="content__time">{time.at(item.createdAt)}</time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {props.status === 'success' && props.more && <MoreRows {...props.more} />}
    </section>
  )
}
