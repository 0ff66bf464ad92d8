import { type PrizeRow, prizeForRank, type RankingFilter } from '@mandi/domain'
import { useT } from '../../i18n/i18n.tsx'

/** A prize as §9 writes it ('150k'), with the team champion's vehicle translated. */
export function usePrizeLabel(): (prize: PrizeRow) => string {
  const t = useT()
  return (prize) => {
    const amount = `${prize.thousandsOfRupees}k`
    return prize.label === amount ? amount : t('referral.rw.vehicle', { amount })
  }
}

/** The prize a rank wins on a board, or nothing when it wins none. */
export function PrizeText({ board, rank }: { board: RankingFilter; rank: number }) {
  const t = useT()
  const label = usePrizeLabel()
  const prize = prizeForRank(board, rank)
  if (!prize) return null
  return <span className="referral__prize">{t('referral.ranking.wins', { prize: label(prize) })}</span>
}
