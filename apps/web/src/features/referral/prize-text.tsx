import { type Paise, type PrizeRow, prizeForRank, type RankingFilter, rupees } from '@mandi/domain'
import { Money } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'

/** A prize in paise: §9 gives thousands of rupees ('150k' is ₹1,50,000). */
export function prizeAmount(prize: PrizeRow): Paise {
  return rupees(prize.thousandsOfRupees * 1000)
}

/** The team champion's prize is a vehicle worth the amount; the other rows are the amount itself. */
function isVehicle(prize: PrizeRow): boolean {
  return prize.label !== `${prize.thousandsOfRupees}k`
}

const SLOT = '\u0000'

/**
 * A translated sentence with the amount inside it as a Money element ("A vehicle worth ₹15 L",
 * "₹15 L की गाड़ी"): the template is split where its {{amount}} goes, so each language keeps its own order.
 */
function withAmount(template: string, amount: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(SLOT)
  return (
    <>
      {before}
      {amount}
      {after}
    </>
  )
}

/** A prize in lakh and crore (₹1.5 L, ₹70 L), the full amount for screen readers and on tap. */
export function Prize({ prize }: { prize: PrizeRow }) {
  const t = useT()
  const amount = <Money amount={prizeAmount(prize)} format="compact" />
  return isVehicle(prize) ? withAmount(t('referral.rw.vehicle', { amount: SLOT }), amount) : amount
}

/** The prize a rank wins on a board, or nothing when it wins none. */
export function PrizeText({ board, rank }: { board: RankingFilter; rank: number }) {
  const t = useT()
  const prize = prizeForRank(board, rank)
  if (!prize) return null
  return (
    <span className="referral__prize">
      {withAmount(t('referral.ranking.wins', { prize: SLOT }), <Prize prize={prize} />)}
    </span>
  )
}
