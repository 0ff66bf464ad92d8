import type { RewardEntry } from '@mandi/api-client'
import { Money } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { InviteEmpty } from './invite-empty.tsx'
import './referral.css'

export interface InvitationRewardsViewProps {
  readonly status: ViewStatus
  readonly items: readonly RewardEntry[]
  readonly onRetry: () => void
}

/** /reward (spec §2): the last ten invitation rewards. */
export function InvitationRewardsView(props: InvitationRewardsViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.reward.title')}</h1>
      {props.status === 'empty' ? (
        <InviteEmpty title={t('referral.reward.empty')} description={t('referral.reward.emptyHint')} />
      ) : (
        <StatusBlock status={props.status} emptyTitle={t('referral.reward.empty')} onRetry={props.onRetry} />
      )}
      {props.status === 'success' && (
        <ul className="referral__list">
          {props.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reward entries carry no id (spec §3); the list is read-only.
            <li key={`${item.code}-${item.createdAt}-${index}`} className="referral__row">
              <span className="referral__main">
                <span className="referral__name">{item.name}</span>
                <span className="referral__muted">{t('referral.reward.uid', { code: item.code })}</span>
                <span className="referral__muted">{time.at(item.createdAt)}</span>
              </span>
              <span className="referral__amount">
                <Money amount={item.amount} signed tone="gain" />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
