import type { Announcement } from '@mandi/api-client'
import { RichText } from '@mandi/ui-kit/rich-text'
import { ChevronLeft } from 'lucide-react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
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
  const time = useTimeFormat()
  const item = props.announcement
  return (
    <section className="screen content">
      <Link to="/notify" className="content__back">
        <ChevronLeft size={20} aria-hidden />
        {t('content.announcement.back')}
      </Link>
      {props.status !== 'success' && <h1 className="screen__title">{t('content.announcement.title')}</h1>}
      <StatusBlock
        status={props.status}
        emptyTitle={t('content.announcement.missing')}
        emptyAction={<ActionLink to="/home">{t('content.common.home')}</ActionLink>}
        onRetry={props.onRetry}
      />
      {props.status === 'success' && item && (
        <article className="content__article">
          <h1 className="screen__title" data-server-content="">
            {item.title}
          </h1>
          <time className="content__time">{time.at(item.createdAt)}</time>
          <RichText html={item.contents} className="content__body" />
        </article>
      )}
    </section>
  )
}
