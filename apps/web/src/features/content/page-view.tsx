import type { PageContent } from '@mandi/api-client'
import { RichText } from '@mandi/ui-kit/rich-text'
import { useT } from '../../i18n/i18n.tsx'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import './content.css'

export interface PageViewProps {
  readonly status: ViewStatus
  readonly page: PageContent | null
  readonly onRetry: () => void
}

/** /page?id (spec §2): a title and server HTML, sanitised by RichText. */
export function PageView(props: PageViewProps) {
  const t = useT()
  const page = props.page
  return (
    <section className="screen content">
      {props.status !== 'success' && <h1 className="screen__title">{t('content.page.title')}</h1>}
      <StatusBlock
        status={props.status}
        emptyTitle={t('content.page.missing')}
        emptyAction={<ActionLink to="/home">{t('content.common.home')}</ActionLink>}
        onRetry={props.onRetry}
      />
      {props.status === 'success' && page && (
        <article className="content__article">
          <h1 className="screen__title" data-server-content="">
            {page.title}
          </h1>
          <RichText html={page.contents} className="content__body" />
        </article>
      )}
    </section>
  )
}
