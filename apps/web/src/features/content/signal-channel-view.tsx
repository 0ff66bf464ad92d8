import type { ChannelMessage } from '@mandi/api-client'
import { RichText } from '@mandi/ui-kit/rich-text'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ActionLink, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { chartPath, signalPairs } from './signal-pairs.ts'
import './content.css'

export interface SignalChannelViewProps {
  readonly status: ViewStatus
  readonly items: readonly ChannelMessage[]
  readonly onRetry: () => void
  /** Older ones, a page at a time (Show more after the last one). */
  readonly more?: MoreState
}

/** /channel (spec §2): the signal channel, each message as sanitised rich text with its time. */
export function SignalChannelView(props: SignalChannelViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen content">
      <h1 className="screen__title">{t('content.channel.title')}</h1>
      <StatusBlock
        status={props.status}
        emptyTitle={t('content.channel.empty')}
        emptyAction={<ActionLink to="/trde">{t('content.channel.markets')}</ActionLink>}
        onRetry={props.onRetry}
      />
      {props.status === 'success' && (
        <ul className="content__list">
          {props.items.map((item) => (
            <li key={item.id} className="content__card">
              <RichText html={item.msg} className="content__body" />
              <time className="content__time">{time.at(item.createdAt)}</time>
              {signalPairs(item.msg).map((pair) => (
                <Link key={pair.code} to={chartPath(pair)} className="content__button content__button--link">
                  {t('content.channel.chart', { pair: pair.title })}
                </Link>
              ))}
            </li>
          ))}
        </ul>
      )}
      {props.status === 'success' && props.more && <MoreRows {...props.more} />}
    </section>
  )
}
