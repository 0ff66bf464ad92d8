import type { Announcement } from '@mandi/api-client'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from './load-states.tsx'
import './content.css'

export interface NotifyViewProps {
  readonly status: ViewStatus
  readonly items: readonly Announcement[]
  readonly onRetry: () => void
}

/** /notify (spec §2): the announcements, each opening /announcement?id={id}. */
export function NotifyView(props: NotifyViewProps) {
  const t = useT()
  return (
    <section className="screen content">
      <h1 className="screen__title">{t('content.notify.title')}</h1>
      <StatusBlock status={props.status} emptyTitle={t('content.notify.empty')} onRetry={props.onRetry} />
      {props.status === 'success' && (
        <ul className="content__list">
          {props.items.map((item) => (
            <li key={item.id}>
              <Link
                to={`/announcement?id=${item.id}`}
                className="content__card content__card--link"
                aria-label={t('content.notify.open', { title: item.title })}
              >
                <span className="content__card-title">{item.title}</span>
                {item.summary && <span className="content__card-text">{item.summary}</span>}
                <time className="content__time">{item.createdAt}</time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
