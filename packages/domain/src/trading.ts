import { divideFloor, toHundredths } from './decimal.ts'
import { type Paise, paise, rupees, toPaise } from './money.ts'
import { checkField } from './validation/check-field.ts'

/** §4, §9: the order duration shown for a call/put trade. */
export const TRADE_DURATION_LABEL = '1 minute'

/** §4, §9: a call/put trade settles one minute after it is placed (the reference server's rule too). */
export const TRADE_DURATION_MS = 60_000

/** §7 trade/create `path`. */
export const TRADE_DIRECTION = { call: 0, put: 1 } as const
export type TradeDirection = (typeof TRADE_DIRECTION)[keyof typeof TRADE_DIRECTION]

/**
 * §5: the trade amount is 3 to 12 digits of whole rupees, so the smallest amount is ₹100. The server reads the
 * number first ("099" is 99), so leading zeros do not make a smaller amount pass.
 */
export const TRADE_MIN_AMOUNT: Paise = rupees(100)

/** Quick amounts offered beside the trade amount field, in whole rupees. */
export const TRADE_QUICK_AMOUNTS: readonly Paise[] = [rupees(100), rupees(500), rupees(1000), rupees(5000)]

/**
 * The amount typed into the trade field (§5: 3 to 12 digits) as paise, or null when the server would refuse
 * it: not 3 to 12 ASCII digits, or less than ₹100 once read as a number.
 */
export function tradeAmount(text: string): Paise | null {
  if (checkField('trade.amount', text) !== null) return null
  const amount = toPaise(text)
  return amount >= TRADE_MIN_AMOUNT ? amount : null
}

/** The trade rate percent of trade/rate (15 means 15 %) in basis points, read from its decimal text. */
export function tradeRateBasisPoints(ratePercent: number | string): number {
  return toHundredths(ratePercent, 'ratePercent')
}

/** What a trade pays back when it settles. */
export interface TradeReturns {
  /** The profit of a right call: stake × rate, rounded down to the paisa. */
  readonly profit: Paise
  /** Paid back when the trade is right: the stake plus the profit. */
  readonly ifRight: Paise
  /** Paid back when the trade is wrong or the price ends where it started: nothing, the stake is lost. */
  readonly ifWrong: Paise
}

/**
 * What the reference server pays when a trade settles (apps/api-sim `settleDueTrades`): a right trade gets the
 * stake back plus stake × rate (basis points, rounded down to the paisa); a wrong one, or a tie, gets nothing
 * back. Computed in integer paise.
 */
export function tradeReturns(input: { amount: Paise; ratePercent: number | string }): TradeReturns {
  if (!Number.isSafeInteger(input.amount) || input.amount < 0)
    throw new RangeError(`amount is not a non-negative whole number of paise: ${input.amount}`)
  const basisPoints = tradeRateBasisPoints(input.ratePercent)
  const profit = paise(divideFloor(BigInt(input.amount) * BigInt(basisPoints), 10_000n))
  return { profit, ifRight: paise(input.amount + profit), ifWrong: paise(0) }
}

/**
 * §2, §9: a mining plan's income rate shown as 100 + rate × days, as a percent. Rounded to 6 decimals to drop
 * float noise (0.1 × 3 gives 100.3, not 100.30000000000001).
 */
export function miningIncomePercent(input: { rate: number; days: number }): number {
  return Math.round((100 + input.rate * input.days) * 1e6) / 1e6
}

const IST_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/
const IST_OFFSET_MS = 330 * 60_000

/** A wire `created_at` ("YYYY-MM-DD HH:mm:ss", India time) as Unix milliseconds, or null when malformed. */
export function istTimestampMs(text: string): number | null {
  const match = IST_TIMESTAMP.exec(text.trim())
  if (match === null) return null
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const utc = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(utc)
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null
  return utc - IST_OFFSET_MS
}

/** When an open trade settles: one minute after its `created_at` (§4), as Unix milliseconds; null if unreadable. */
export function tradeSettlesAtMs(createdAt: string): number | null {
  const placed = istTimestampMs(createdAt)
  return placed === null ? null : placed + TRADE_DURATION_MS
}
