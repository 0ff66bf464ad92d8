import { divideRoundHalfUp, toHundredths } from './decimal.ts'
import { type Paise, paise } from './money.ts'

/**
 * The sys/config key of the invitation reward: the percent of an invitee's first credited deposit that the
 * inviter is paid (a key beyond §3's service and payout_fee; CONTRACT.md, "Invitation rewards").
 */
export const INVITE_REWARD_CONFIG_KEY = 'invite_reward'

const BASIS_POINTS_PER_WHOLE = 10_000n

/**
 * The invitation reward of a first deposit: deposit × percent / 100, rounded half up to the paisa. The
 * percent may be a decimal (5, 2.5, or the config text "2.5"), read to the hundredth of a percent as for the
 * withdrawal fee. Throws a RangeError for a negative deposit or a percent that is not a plain decimal.
 */
export function invitationReward(input: { deposit: Paise; percent: number | string }): Paise {
  if (input.deposit < 0) throw new RangeError(`Deposit cannot be negative: ${input.deposit}`)
  const basisPoints = toHundredths(input.percent, 'percent')
  return paise(divideRoundHalfUp(BigInt(input.deposit) * BigInt(basisPoints), BASIS_POINTS_PER_WHOLE))
}
