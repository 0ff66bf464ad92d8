import type { RankingEntry } from '@mandi/api-client'
import { RANKING_FILTERS, RANKING_HIGHLIGHTED_COUNT, type RankingFilter } from '@mandi/domain'
import { Tabs } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { StatusBlock, type ViewStatus } from '../../layout/load-states.tsx'
import { BOARD_LABELS } from './board-labels.ts'
import { InviteEmpty } from './invite-empty.tsx'
import { PrizeText } from './prize-text.tsx'
import './referral.css'

export interface RankingViewProps {
  readonly board: RankingFilter
  readonly status: ViewStatus
  /** Best first, as the server sends them. */
  readonly items: readonly RankingEntry[]
  readonly onBoardChange: (board: RankingFilter) => void
  readonly onRetry: () => void
}

/** The board's score of an entry (§3: one field per board; `invite_moth` is the wire's spelling). */
export function scoreOf(entry: RankingEntry, board: RankingFilter): number {
  switch (board) {
    case 'team':
      return entry.team
    case 'team_month':
      return entry.teamMonth
    case 'invite':
      return entry.invite
    case 'invite_moth':
      return entry.inviteMonth
  }
}

/** /ranking (spec §2): four boards; the top three highlighted, the list from rank 4; Prize goes to /rw. */
export function RankingView(props: RankingViewProps) {
  const t = useT()
  const top = props.items.slice(0, RANKING_HIGHLIGHTED_COUNT)
  const rest = props.items.slice(RANKING_HIGHLIGHTED_COUNT)
  const row = (entry: RankingEntry, rank: number, highlighted: boolean) => (
    <li key={`${rank}-${entry.member.code}`} className={highlighted ? 'referral__podium' : 'referral__row'}>
      <span className="referral__rank">
        <span aria-hidden="true">{rank}</span>
        <span className="mk-visually-hidden">{t('referral.ranking.rank', { rank })}</span>
      </span>
      <span className="referral__main">
        <span className="referral__name">{entry.member.name}</span>
        <span className="referral__muted">{t('referral.ranking.uid', { code: entry.member.code })}</span>
        <PrizeText board={props.board} rank={rank} />
      </span>
      <span className="referral__amount">
        {t('referral.ranking.score', { score: scoreOf(entry, props.board).toLocaleString('en-IN') })}
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
        className="referral__panel"
        role="tabpanel"
        id={`ranking-${props.board}`}
        aria-labelledby={`ranking-tab-${props.board}`}
      >
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
          <>
            <ol className="referral__list referral__list--top">
              {top.map((entry, i) => row(entry, i + 1, true))}
            </ol>
            {rest.length > 0 && (
              <ol className="referral__list" start={RANKING_HIGHLIGHTED_COUNT + 1}>
                {rest.map((entry, i) => row(entry, i + RANKING_HIGHLIGHTED_COUNT + 1, false))}
              </ol>
            )}
          </>
        )}
      </div>
    </section>
  )
}
