import { divideFloor, toHundredths } from './decimal.ts'
import { PAISE_PER_RUPEE, type Paise, paise } from './money.ts'

/** §4, §9: the order duration shown for a call/put trade. */
export const TRADE_DURATION_LABEL = '1 minute'

/** §7 trade/create `path`. */
export const TRADE_DIRECTION = { call: 0, put: 1 } as const
export type TradeDirection = (typeof TRADE_DIRECTION)[keyof typeof TRADE_DIRECTION]

/**
 * §9: the trade amount is prefilled as balance × rate percent. The trade amount field takes digits only
 * (§5, whole rupees), so the prefill is rounded down to a whole rupee and never exceeds the product of the
 * two. A negative balance prefills 0. ratePercent is read like a fee percent (to the hundredth, half up).
 */
export function tradePrefill(input: { balance: Paise; ratePercent: number | string }): Paise {
  const hundredths = toHundredths(input.ratePercent, 'ratePercent')
  const balance = Math.max(input.balance, 0)
  const prefill = divideFloor(BigInt(balance) * BigInt(hundredths), 10_000n)
  return paise(prefill - (prefill % PAISE_PER_RUPEE))
}

/**
 * §2, §9: a mining plan's income rate shown as 100 + rate × days, as a percent. Rounded to 6 decimals to drop
 * float noise (0.1 × 3 gives 100.3, not 100.30000000000001).
 */
export function miningIncomePercent(input: { rate: number; days: number }): number {
  return Math.round((100 + input.rate * input.days) * 1e6) / 1e6
}
