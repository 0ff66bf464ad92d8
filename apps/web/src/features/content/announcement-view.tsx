import type { Announcement } from '@mandi/api-client'
import { RichText } from '@mandi/ui-kit/rich-text'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from './load-states.tsx'
import './content.css'

export interface AnnouncementViewProps {
  readonly status: ViewStatus
  /** Present on success. */
  readonly announcement: Announcement | null
  readonly onRetry: () => void
}

/**
 * /announcement?id (spec §2): the body is server HTML, so it only ever reaches the page through RichText
 * (DOMPurify): scripts, handlers and javascript: links in it are removed, never run.
 */
export function AnnouncementView(props: AnnouncementViewProps) {
  const t = useT()
  const item = props.announcement
  return (
    <section className="screen content">
      <Link to="/notify" className="content__back">
        {t('content.announcement.back')}
      </Link>
      {props.status !== 'success' && <h1 className="screen__title">{t('content.announcement.title')}</h1>}
      <StatusBlock
        status={props.status}
        emptyTitle={t('content.announcement.missing')}
        onRetry={props.onRetry}
      />
      {props.status === 'success' && item && (
        <article className="content__article">
          <h1 className="screen__title">{item.title}</h1>
          <time className="content__time">{item.createdAt}</time>
          <RichText html={item.contents} className="content__body" />
        </article>
      )}
    </section>
  )
}
