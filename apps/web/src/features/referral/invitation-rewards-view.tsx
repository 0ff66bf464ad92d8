import type { RewardEntry } from '@mandi/api-client'
import { Money } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { InviteEmpty } from './invite-empty.tsx'
import { RewardRule } from './reward-rule.tsx'
import './referral.css'

export interface InvitationRewardsViewProps {
  readonly status: ViewStatus
  readonly items: readonly RewardEntry[]
  /** The invite_reward percent (sys/config); null while unknown: the rule is then not stated. */
  readonly percent: string | null
  readonly onRetry: () => void
}

/**
 * /reward (spec §2): the last ten invitation rewards, the rule that pays them (with the server's percent), and
 * the statement where each one is a line.
 */
export function InvitationRewardsView(props: InvitationRewardsViewProps) {
  const t = useT()
  const time = useTimeFormat()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.reward.title')}</h1>
      <RewardRule percent={props.percent} />
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
      {props.status === 'success' && (
        <p className="referral__muted">
          {t('referral.reward.statement')}{' '}
          <Link to="/center" className="referral__link">
            {t('referral.reward.statementLink')}
          </Link>
        </p>
      )}
    </section>
  )
}
