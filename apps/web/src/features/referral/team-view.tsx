import type { TeamMember, TeamSummary } from '@mandi/api-client'
import { type Paise, TEAM_LEVELS } from '@mandi/domain'
import { Money, type MoneyFormat, Tabs } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { MoreRows, type MoreState } from '../../layout/more-rows.tsx'
import { InviteEmpty } from './invite-empty.tsx'
import './referral.css'

/** A total in a half-width box: in full up to ₹10 lakh, above that in lakh/crore (full on tap). */
const boxFormat = (amount: Paise): MoneyFormat => (Math.abs(amount) >= 100_000_000 ? 'compact' : 'full')

export type TeamLevelNumber = (typeof TEAM_LEVELS)[number]

export interface TeamViewProps {
  readonly level: TeamLevelNumber
  readonly summary: { readonly status: ViewStatus; readonly data: TeamSummary | null }
  /** The level's members, newest first; `more` pages through the rest (Show more after the last one). */
  readonly members: {
    readonly status: ViewStatus
    readonly items: readonly TeamMember[]
    readonly more?: MoreState
  }
  readonly onLevelChange: (level: TeamLevelNumber) => void
  readonly onRetry: () => void
}

/** /direct (spec §2): Level-1/2/3 tabs, the level's summary and its members. */
export function TeamView(props: TeamViewProps) {
  const t = useT()
  const time = useTimeFormat()
  const summary = props.summary.data
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.direct.title')}</h1>
      <Tabs
        label={t('referral.direct.tabs')}
        items={TEAM_LEVELS.map((level) => ({
          value: String(level),
          label: t('referral.direct.level', { level }),
        }))}
        value={String(props.level)}
        onChange={(value) => props.onLevelChange(Number(value) as TeamLevelNumber)}
        panelIdPrefix="direct"
      />
      <div
        className="referral__panel"
        role="tabpanel"
        id={`direct-${props.level}`}
        aria-labelledby={`direct-tab-${props.level}`}
      >
        {props.summary.status === 'success' && summary ? (
          <dl className="referral__stats referral__stats--two">
            <div>
              <dt>{t('referral.direct.registered')}</dt>
              <dd>{summary.peopleCount}</dd>
            </div>
            <div>
              <dt>{t('referral.direct.depositors')}</dt>
              <dd>{summary.depositorsCount}</dd>
            </div>
            <div>
              <dt>{t('referral.direct.totalDeposit')}</dt>
              <dd>
                <Money amount={summary.depositAmount} format={boxFormat(summary.depositAmount)} />
              </dd>
            </div>
            <div>
              <dt>{t('referral.direct.totalPayout')}</dt>
              <dd>
                <Money amount={summary.payoutAmount} format={boxFormat(summary.payoutAmount)} />
              </dd>
            </div>
          </dl>
        ) : (
          <StatusBlock
            status={props.summary.status === 'success' ? 'empty' : props.summary.status}
            emptyTitle={t('shell.common.empty')}
            onRetry={props.onRetry}
            lines={2}
          />
        )}
        <h2 className="referral__subtitle">{t('referral.direct.members')}</h2>
        {props.members.status === 'empty' ? (
          <InviteEmpty title={t('referral.direct.empty')} />
        ) : (
          <StatusBlock
            status={props.members.status}
            emptyTitle={t('referral.direct.empty')}
            onRetry={props.onRetry}
          />
        )}
        {props.members.status === 'success' && (
          <ul className="referral__list">
            {props.members.items.map((member) => (
              <li key={member.code} className="referral__row">
                <span className="referral__main">
                  <span className="referral__name">{member.name}</span>
                  <span className="referral__muted">{t('referral.direct.uid', { code: member.code })}</span>
                  <span className="referral__muted">
                    {t('referral.direct.joined', { time: time.at(member.createdAt) })}
                  </span>
                </span>
                <span className="referral__amount">
                  <span className="referral__muted">{t('referral.direct.withdrawn')}</span>
                  <Money amount={member.payoutAmount} />
                </span>
              </li>
            ))}
          </ul>
        )}
        {props.members.status === 'success' && props.members.more && <MoreRows {...props.members.more} />}
      </div>
    </section>
  )
}
