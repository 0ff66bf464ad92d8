import { divideFloor, toHundredths } from './decimal.ts'
import { type Paise, paise } from './money.ts'

/** A day in milliseconds: a mining plan pays at each whole day after it was bought. */
export const MINING_DAY_MS = 86_400_000

/** What a mining plan pays, in integer paise (the reference server credits exactly these figures). */
export interface MiningPlanReturns {
  /** What the plan costs: price × quantity, taken from the balance at once. */
  readonly cost: Paise
  /** Paid at each whole day after the purchase: cost × in_come %, rounded down to the paisa. */
  readonly dailyIncome: Paise
  /** Every day's income together: dailyIncome × count_days. */
  readonly income: Paise
  /** Everything paid back: the income and, after the last day, the cost. */
  readonly total: Paise
  /** The §2 income rate: total as a percent of the cost, 100 + rate × days. */
  readonly totalPercent: number
}

/** A plan's `in_come` (a percent a day, e.g. 1.5) in basis points (150), read from its decimal text. */
export function miningRateBasisPoints(incomeRate: number | string): number {
  return toHundredths(incomeRate, 'incomeRate')
}

/** One day's income of a plan that cost `cost`, at `rateBasisPoints` a day, rounded down to the paisa. */
export function miningDailyIncome(cost: Paise, rateBasisPoints: number): Paise {
  if (!Number.isSafeInteger(cost) || cost < 0) throw new RangeError(`cost is not whole paise: ${cost}`)
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`rate is not whole basis points: ${rateBasisPoints}`)
  return paise(divideFloor(BigInt(cost) * BigInt(rateBasisPoints), 10_000n))
}

/**
 * What `quantity` of a plan pays (spec §2, §9: "100 + rate × days" %): the plan's `in_come` % of its cost at
 * each whole day after the purchase, for `count_days` days, and the cost back after the last day.
 */
export function miningPlanReturns(input: {
  readonly price: Paise
  readonly quantity: number
  readonly incomeRate: number | string
  readonly countDays: number
}): MiningPlanReturns {
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 0)
    throw new RangeError(`quantity is not a whole number: ${input.quantity}`)
  if (!Number.isSafeInteger(input.countDays) || input.countDays < 0)
    throw new RangeError(`countDays is not a whole number: ${input.countDays}`)
  const cost = paise(input.price * input.quantity)
  const basisPoints = miningRateBasisPoints(input.incomeRate)
  const dailyIncome = miningDailyIncome(cost, basisPoints)
  const income = paise(dailyIncome * input.countDays)
  return {
    cost,
    dailyIncome,
    income,
    total: paise(cost + income),
    // Exact in hundredths of a percent, so 1.5 × 7 reads 110.5 and never 110.50000000000001.
    totalPercent: (10_000 + basisPoints * input.countDays) / 100,
  }
}
