import type { RewardEntry } from '@mandi/api-client'
import { formatRupees } from '@mandi/domain'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from '../content/load-states.tsx'
import './referral.css'

export interface RewardViewProps {
  readonly status: ViewStatus
  readonly items: readonly RewardEntry[]
  readonly onRetry: () => void
}

/** /reward (spec §2): the last ten invitation rewards. */
export function RewardView(props: RewardViewProps) {
  const t = useT()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.reward.title')}</h1>
      <StatusBlock status={props.status} emptyTitle={t('referral.reward.empty')} onRetry={props.onRetry} />
      {props.status === 'success' && (
        <ul className="referral__list">
          {props.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reward entries carry no id (spec §3); the list is read-only.
            <li key={`${item.code}-${item.createdAt}-${index}`} className="referral__row">
              <span className="referral__main">
                <span className="referral__name">{item.name}</span>
                <span className="referral__muted">{t('referral.reward.uid', { code: item.code })}</span>
                <time className="referral__muted">{item.createdAt}</time>
              </span>
              <span className="referral__amount">{formatRupees(item.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
