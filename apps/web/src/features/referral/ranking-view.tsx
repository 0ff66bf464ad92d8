import type { OwnRanking, RankingEntry } from '@mandi/api-client'
import { RANKING_FILTERS, RANKING_HIGHLIGHTED_COUNT, type RankingFilter, serverMoment } from '@mandi/domain'
import { Tabs } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { useTimeFormat } from '../../i18n/use-time-format.ts'
import { ErrorBlock, StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { BOARD_LABELS } from './board-labels.ts'
import { InviteEmpty } from './invite-empty.tsx'
import { PrizeText } from './prize-text.tsx'
import './referral.css'

export interface RankingViewProps {
  readonly board: RankingFilter
  readonly status: ViewStatus
  /** Best first, as the server sends them. */
  readonly items: readonly RankingEntry[]
  /** The signed-in user's own row on this board (user/my_ranking), wherever it falls. */
  readonly own: { readonly status: ViewStatus; readonly data: OwnRanking | null }
  readonly onBoardChange: (board: RankingFilter) => void
  readonly onRetry: () => void
  readonly onRetryOwn: () => void
}

/** What each board counts (CONTRACT.md, "Ranking boards"). */
const BOARD_RULES = {
  team: tKey('referral.ranking.rule.team'),
  team_month: tKey('referral.ranking.rule.team_month'),
  invite: tKey('referral.ranking.rule.invite'),
  invite_moth: tKey('referral.ranking.rule.invite_moth'),
} as const satisfies Record<RankingFilter, string>

/** The board's figure of an entry: team deposits (money) or people invited (a count). */
function Score({ entry, board }: { entry: RankingEntry; board: RankingFilter }) {
  const t = useT()
  switch (board) {
    case 'team':
      return <MoneySentence k="referral.ranking.teamScore" amount={entry.team} />
    case 'team_month':
      return <MoneySentence k="referral.ranking.teamScore" amount={entry.teamMonth} />
    case 'invite':
      return t('referral.ranking.inviteScore', { count: entry.invite.toLocaleString('en-IN') })
    case 'invite_moth':
      return t('referral.ranking.inviteScore', { count: entry.inviteMonth.toLocaleString('en-IN') })
  }
}

/** "Counted from 8 Jun 2026. It starts again on 15 Jun 2026, India time." from the server's period. */
function Period({ own }: { own: OwnRanking }) {
  const t = useT()
  const time = useTimeFormat()
  const date = (stamp: string) => serverMoment(stamp, time.nowMs, time.intlLocale)?.date ?? stamp
  return (
    <p className="referral__muted">
      {t('referral.ranking.period', { start: date(own.start), end: date(own.end) })}
    </p>
  )
}

/** The user's own row: their rank (or that they are not on the board) and their figure, even off the list. */
function OwnRow({ props }: { props: RankingViewProps }) {
  const t = useT()
  const { status, data } = props.own
  if (status === 'error')
    return <ErrorBlock message={t('referral.ranking.yourRowFailed')} onRetry={props.onRetryOwn} />
  if (data === null) return null
  return (
    <section className="referral__me" aria-label={t('referral.ranking.you')}>
      <Period own={data} />
      <div className="referral__row referral__row--me">
        <span className="referral__rank" aria-hidden="true">
          {data.rank ?? '–'}
        </span>
        <span className="referral__main">
          <span className="referral__name">
            {t('referral.ranking.you')}: {data.entry.member.name}
          </span>
          <span className="referral__muted">
            {data.rank === null
              ? t('referral.ranking.notRanked')
              : t('referral.ranking.yourRank', { rank: data.rank })}
          </span>
        </span>
        <span className="referral__amount">
          <Score entry={data.entry} board={props.board} />
        </span>
      </div>
    </section>
  )
}

/**
 * /ranking (spec §2): four boards computed by the server over this India week or month; what the board counts
 * and its period; the user's own row; the top three highlighted and the list from rank 4. Prizes are the
 * operator's published ones (Prize goes to /rw); the app pays none.
 */
export function RankingView(props: RankingViewProps) {
  const t = useT()
  const top = props.items.slice(0, RANKING_HIGHLIGHTED_COUNT)
  const rest = props.items.slice(RANKING_HIGHLIGHTED_COUNT)
  const mine = props.own.data?.entry.member.code
  const row = (entry: RankingEntry, rank: number, highlighted: boolean) => (
    <li
      key={`${rank}-${entry.member.code}`}
      className={`${highlighted ? 'referral__podium' : 'referral__row'}${entry.member.code === mine ? ' referral__row--me' : ''}`}
    >
      <span className="referral__rank">
        <span aria-hidden="true">{rank}</span>
        <span className="mk-visually-hidden">{t('referral.ranking.rank', { rank })}</span>
      </span>
      <span className="referral__main">
        <span className="referral__name">
          {entry.member.name}
          {entry.member.code === mine && ` (${t('referral.ranking.you')})`}
        </span>
        <span className="referral__muted">{t('referral.ranking.uid', { code: entry.member.code })}</span>
        <PrizeText board={props.board} rank={rank} />
      </span>
      <span className="referral__amount">
        <Score entry={entry} board={props.board} />
      </span>
    </li>
  )
  return (
    <section className="screen referral">
      <div className="referral__head">
        <h1 className="screen__title">{t('referral.ranking.title')}</h1>
        <Link to="/rw" className="referral__link referral__link--button">
          {t('referral.ranking.prize')}
        </Link>
      </div>
      <Tabs
        label={t('referral.ranking.tabs')}
        items={RANKING_FILTERS.map((board) => ({ value: board, label: t(BOARD_LABELS[board]) }))}
        value={props.board}
        onChange={(value) => props.onBoardChange(value as RankingFilter)}
        panelIdPrefix="ranking"
      />
      <div
        className="referral__panel referral__stack"
        role="tabpanel"
        id={`ranking-${props.board}`}
        aria-labelledby={`ranking-tab-${props.board}`}
      >
        <p className="referral__rule">{t(BOARD_RULES[props.board])}</p>
        <OwnRow props={props} />
        {props.status === 'empty' ? (
          <InviteEmpty title={t('referral.ranking.empty')} />
        ) : (
          <StatusBlock
            status={props.status}
            emptyTitle={t('referral.ranking.empty')}
            onRetry={props.onRetry}
          />
        )}
        {props.status === 'success' && (
          <div>
            <ol className="referral__list referral__list--top">
              {top.map((entry, i) => row(entry, entry.rank ?? i + 1, true))}
            </ol>
            {rest.length > 0 && (
              <ol className="referral__list" start={RANKING_HIGHLIGHTED_COUNT + 1}>
                {rest.map((entry, i) => row(entry, entry.rank ?? i + RANKING_HIGHLIGHTED_COUNT + 1, false))}
              </ol>
            )}
          </div>
        )}
        <p className="referral__muted">{t('referral.ranking.prizesNote')}</p>
      </div>
    </section>
  )
}
