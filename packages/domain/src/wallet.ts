import { divideRoundHalfUp, toHundredths } from './decimal.ts'
import { type Paise, paise } from './money.ts'

/** §7 payout/create `tp`: which balance a withdrawal draws from. */
export const WITHDRAWAL_SOURCE = { balance: 0, salary: 1 } as const
export type WithdrawalSource = (typeof WITHDRAWAL_SOURCE)[keyof typeof WITHDRAWAL_SOURCE]

/** §9: the fee an older withdraw page used before the fee came from the payout_fee config key. */
export const LEGACY_WITHDRAWAL_FEE_PERCENT = 18

// §9's note text ("20 percent tax", withdrawals Monday to Friday 7 to 9 am, salary every day 7 to 9 am) is
// deliberately not kept here: the fee is the payout_fee config (withdrawalQuote) and no server enforces
// withdrawal hours, so the app's note states neither (docs/decisions/0035-withdrawal-note.md).

const BASIS_POINTS_PER_WHOLE = 10_000n

/**
 * §9: fee = amount × feePercent / 100, total = amount + fee. feePercent may be a decimal (18, 2.5, or the
 * config text "2.5"); it is read to the hundredth of a percent (a basis point, half up beyond that) and the
 * fee is computed in integers and rounded half up to the paisa (₹10.05 at 2.5 % is 25.125 paise → 25 paise;
 * ₹10.10 at 2.5 % is 25.25 → 25; ₹0.30 at 2.5 % is 0.75 → 1). Throws a RangeError for a negative amount or
 * a feePercent that is not a non-negative plain decimal.
 */
export function withdrawalQuote(input: { amount: Paise; feePercent: number | string }): {
  fee: Paise
  total: Paise
} {
  const { amount } = input
  if (amount < 0) throw new RangeError(`Withdrawal amount cannot be negative: ${amount}`)
  const basisPoints = toHundredths(input.feePercent, 'feePercent')
  const fee = divideRoundHalfUp(BigInt(amount) * BigInt(basisPoints), BASIS_POINTS_PER_WHOLE)
  return { fee: paise(fee), total: paise(amount + fee) }
}

/** §2 bank transfer: the UPI line is shown only when the value is longer than 2 characters. */
export function shouldShowUpi(upi: string | null | undefined): boolean {
  return typeof upi === 'string' && upi.length > 2
}
