import { divideFloor, toHundredths } from './decimal.ts'
import { type Paise, paise } from './money.ts'

/** BIT Pro accrues its profit by the whole hour (the reference server's rule). */
const HOURS_PER_DAY = 24

/**
 * Profit of `amount` after `hours` whole hours at `rateBasisPoints` a day, rounded down to the paisa: the
 * reference server's accrual, so after a whole number of days it is amount × rate × days.
 */
export function bitProProfit(amount: Paise, rateBasisPoints: number, hours: number): Paise {
  for (const [what, value] of [
    ['amount', amount],
    ['rateBasisPoints', rateBasisPoints],
    ['hours', hours],
  ] as const)
    if (!Number.isSafeInteger(value) || value < 0)
      throw new RangeError(`${what} is not a whole number: ${value}`)
  return paise(divideFloor(BigInt(amount) * BigInt(rateBasisPoints) * BigInt(hours), 240_000n))
}

/** The penalty of transferring the principal before the term ends: `penaltyBasisPoints` of it, rounded down. */
export function bitProPenalty(amount: Paise, penaltyBasisPoints: number): Paise {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`amount is not whole paise: ${amount}`)
  if (!Number.isSafeInteger(penaltyBasisPoints) || penaltyBasisPoints < 0)
    throw new RangeError(`penaltyBasisPoints is not a whole number: ${penaltyBasisPoints}`)
  return paise(divideFloor(BigInt(amount) * BigInt(penaltyBasisPoints), 10_000n))
}

/** What a new BIT Pro investment of `amount` earns and costs, on the server's terms (pro/total). */
export interface BitProQuote {
  /** Profit after the first whole day. */
  readonly dayProfit: Paise
  /** Profit after the whole term (profit stops at its end). */
  readonly termProfit: Paise
  /** What a transfer of the principal before the term ends keeps back. */
  readonly penalty: Paise
  /** What comes back to the balance at the end of the term: the amount and the term's profit. */
  readonly atTermEnd: Paise
}

/**
 * The figures the /pro invest sheet states before Invest: `ratePercent` a day (1.2), for `days` days, and
 * `penaltyPercent` of the amount (10) kept back when the principal is transferred before the end.
 */
export function bitProQuote(input: {
  readonly amount: Paise
  readonly ratePercent: number | string
  readonly days: number
  readonly penaltyPercent: number | string
}): BitProQuote {
  const rate = toHundredths(input.ratePercent, 'ratePercent')
  const termProfit = bitProProfit(input.amount, rate, input.days * HOURS_PER_DAY)
  return {
    dayProfit: bitProProfit(input.amount, rate, HOURS_PER_DAY),
    termProfit,
    penalty: bitProPenalty(input.amount, toHundredths(input.penaltyPercent, 'penaltyPercent')),
    atTermEnd: paise(input.amount + termProfit),
  }
}
