import type { ConnectionState } from '@mandi/api-client'
import { ToggleChip } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { QueueOrder } from '../../api/ops-api.ts'
import type { MoneyQueue, QueueSummary } from '../../api/schemas.ts'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import './queues.css'

/** What the queue page says above the items: a decision taken, or one someone else took first. */
export type QueueNotice =
  | { readonly tone: 'done'; readonly text: string }
  | { readonly tone: 'decided'; readonly text: string }

export interface QueuesViewProps {
  readonly queue: MoneyQueue
  /** Counts and who decides; null until the first answer. */
  readonly summary: QueueSummary | null
  readonly order: QueueOrder
  readonly onOrderChange: (order: QueueOrder) => void
  readonly status: 'loading' | 'error' | 'ready'
  /** How many items the list holds (the empty state shows at 0). */
  readonly count: number
  /** The items (QueueItemPanel each in the console, QueueItemView in stories). */
  readonly items: ReactNode
  readonly notice: QueueNotice | null
  readonly live: ConnectionState
  readonly onRetry: () => void
}

const QUEUES: readonly MoneyQueue[] = ['withdrawals', 'transfers', 'pans']

/** The finance desk: the three queues (with how many wait), who decides, the order, and the items. */
export function QueuesView(props: QueuesViewProps) {
  const t = useT()
  const summary = props.summary
  return (
    <section className="ops-queues" aria-labelledby="ops-queues-title">
      <div className="ops-queues__bar">
        <h1 id="ops-queues-title" className="ops-queues__title">
          {t('queues.title')}
        </h1>
        <p className="ops-live" aria-live="polite">
          {t(`queues.live.${props.live}`)}
        </p>
      </div>
      <nav className="ops-queues__tabs" aria-label={t('queues.nav.label')}>
        {QUEUES.map((queue) => (
          <Link
            key={queue}
            href={`/queues/${queue}`}
            className="ops-queues__tab"
            aria-current={props.queue === queue ? 'page' : undefined}
          >
            {t(`queues.nav.${queue}`, { count: summary ? summary.queues[queue].waiting : '…' })}
          </Link>
        ))}
      </nav>
      {summary && <p className="ops-queues__muted">{t(`queues.decider.${summary.decider.mode}`)}</p>}
      <fieldset className="ops-queues__order">
        <legend>{t('queues.order.label')}</legend>
        <ToggleChip pressed={props.order === 'oldest'} onClick={() => props.onOrderChange('oldest')}>
          {t('queues.order.oldest')}
        </ToggleChip>
        <ToggleChip pressed={props.order === 'newest'} onClick={() => props.onOrderChange('newest')}>
          {t('queues.order.newest')}
        </ToggleChip>
      </fieldset>
      {props.notice && (
        <p
          className={`ops-queues__notice ops-queues__notice--${props.notice.tone}`}
          role={props.notice.tone === 'decided' ? 'alert' : 'status'}
        >
          {props.notice.text}
        </p>
      )}
      {props.status === 'loading' && <LoadingBlock lines={6} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'ready' && props.count === 0 && (
        <p className="ops-queues__muted">{t(`queues.empty.${props.queue}`)}</p>
      )}
      {props.status === 'ready' &&
        props.count > 0 &&
        summary &&
        summary.queues[props.queue].waiting > props.count && (
          <p className="ops-queues__muted">
            {t('queues.firstOnly', { shown: props.count, waiting: summary.queues[props.queue].waiting })}
          </p>
        )}
      {props.status === 'ready' && props.count > 0 && <div className="ops-queues__items">{props.items}</div>}
    </section>
  )
}
