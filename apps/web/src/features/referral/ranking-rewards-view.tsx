import { PRIZE_TABLES, RANKING_FILTERS, type RankingFilter, rankRangeLabel } from '@mandi/domain'
import { Tabs } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BOARD_LABELS } from './board-labels.ts'
import { Prize } from './prize-text.tsx'
import './referral.css'

export interface RankingRewardsViewProps {
  readonly board: RankingFilter
  readonly onBoardChange: (board: RankingFilter) => void
}

/**
 * /rw (spec §2, §9): the prize tables of the four boards, from the domain constants (nothing to load), presented
 * as the operator's published prizes: the app pays none of them.
 */
export function RankingRewardsView(props: RankingRewardsViewProps) {
  const t = useT()
  return (
    <section className="screen referral">
      <h1 className="screen__title">{t('referral.rw.title')}</h1>
      {/* Nothing pays these prizes here (no job, no statement line): they are presented as the operator's. */}
      <p className="referral__rule">{t('referral.rw.operator')}</p>
      <Tabs
        label={t('referral.rw.tabs')}
        items={RANKING_FILTERS.map((board) => ({ value: board, label: t(BOARD_LABELS[board]) }))}
        value={props.board}
        onChange={(value) => props.onBoardChange(value as RankingFilter)}
        panelIdPrefix="rw"
      />
      <div
        className="referral__panel"
        role="tabpanel"
        id={`rw-${props.board}`}
        aria-labelledby={`rw-tab-${props.board}`}
      >
        <table className="referral__table">
          <thead>
            <tr>
              <th scope="col">{t('referral.rw.rank')}</th>
              <th scope="col">{t('referral.rw.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {PRIZE_TABLES[props.board].map((row) => (
              <tr key={row.fromRank}>
                <td>{rankRangeLabel(row)}</td>
                <td>
                  <Prize prize={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="referral__muted">{t('referral.rw.note')}</p>
      </div>
    </section>
  )
}
