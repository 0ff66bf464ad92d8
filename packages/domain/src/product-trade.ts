import { PAISE_PER_RUPEE, type Paise, paise } from './money.ts'

/** §5: selling is blocked with this message when the held quantity is 0 or less. */
export const NO_POSITIONS_MESSAGE = 'You have no positions to sell for this product'

/** §9: the share of sale proceeds credited to balance when the purchase used neither balance nor integral. */
export const DEFAULT_SELL_BALANCE_PERCENT = 80

function nonNegative(p: Paise): number {
  return p > 0 ? p : 0
}

function floorToRupee(p: number): number {
  return p - (p % PAISE_PER_RUPEE)
}

function ceilToRupee(p: number): number {
  const rest = p % PAISE_PER_RUPEE
  return rest === 0 ? p : p - rest + PAISE_PER_RUPEE
}

/**
 * §9: floor(balance/price) + floor(integral/price), at least 1. It is what the popup's Max control sets; the
 * popup opens at 1 (a purchase of everything is one deliberate tap away, not the default).
 * A price of 0 or less would make the quotient meaningless, so it yields 1; negative holdings count as 0.
 */
export function maxBuyQuantity(input: { balance: Paise; integral: Paise; price: Paise }): number {
  const { price } = input
  if (price <= 0) return 1
  const quantity =
    Math.floor(nonNegative(input.balance) / price) + Math.floor(nonNegative(input.integral) / price)
  return Math.max(1, quantity)
}

const PLAIN_NUMBER = /^-?[0-9]+(?:\.[0-9]+)?$/

function numericValue(input: unknown): number {
  if (typeof input === 'number') return input
  if (typeof input === 'string' && PLAIN_NUMBER.test(input.trim())) return Number(input.trim())
  return Number.NaN
}

/**
 * §5: the popup quantity. Non-numeric input (anything but a number or plain decimal text) becomes 1, below 1
 * becomes 1, above max becomes max; fractions are cut to whole units. A max below 1, or not a finite number, is
 * treated as 1.
 */
export function clampQuantity(input: unknown, max: number): number {
  const ceiling = Number.isFinite(max) ? Math.max(1, Math.floor(max)) : 1
  const value = numericValue(input)
  if (Number.isNaN(value) || value < 1) return 1
  return Math.min(ceiling, Math.floor(value))
}

/** §5: minus is disabled at 1 or less. */
export function canDecreaseQuantity(quantity: number): boolean {
  return quantity > 1
}

/** §5: plus is disabled at the maximum. */
export function canIncreaseQuantity(quantity: number, max: number): boolean {
  return quantity < max
}

/** §5: selling needs a held quantity above 0; returns the blocking message or null. */
export function checkSell(heldQuantity: number): string | null {
  return heldQuantity > 0 ? null : NO_POSITIONS_MESSAGE
}

export type PaymentSplit = {
  balanceUsed: Paise
  integralUsed: Paise
  /** What balance and integral together could not cover (0 when the purchase is affordable). */
  shortfall: Paise
}

/**
 * §9: balance is used first, up to the total; integral covers the remainder in whole rupees (it is held and
 * spent in whole rupees), never more than the whole rupees held. When the remainder has paise, the integral
 * part is rounded up to the rupee and the balance part is lowered by the same paise, so the two parts always
 * add up to the total exactly (the buyer never pays more than the total) and what the popup shows is what is
 * sent and charged. Whatever cannot be covered that way is the shortfall:
 * balanceUsed + integralUsed + shortfall === total.
 */
export function splitPayment(input: { total: Paise; balance: Paise; integral: Paise }): PaymentSplit {
  const total = nonNegative(input.total)
  const balance = nonNegative(input.balance)
  const balanceFirst = Math.min(total, balance)
  const remainder = total - balanceFirst
  // Integral in whole rupees: what the remainder needs rounded up, within what is held and within the total.
  const integralUsed = Math.min(
    ceilToRupee(remainder),
    floorToRupee(nonNegative(input.integral)),
    floorToRupee(total),
  )
  const balanceUsed = Math.min(balance, total - integralUsed)
  return {
    balanceUsed: paise(balanceUsed),
    integralUsed: paise(integralUsed),
    shortfall: paise(total - balanceUsed - integralUsed),
  }
}

/** The purchase can be paid: balance and whole-rupee integral cover the total exactly (no shortfall). */
export function canPay(input: { total: Paise; balance: Paise; integral: Paise }): boolean {
  return splitPayment(input).shortfall === 0
}

/**
 * §9: sale proceeds go back in the ratio of balance to integral used at purchase, or 80/20 when both were 0.
 * The integral share is rounded down to a whole rupee (integral holds whole rupees) and the balance gets the
 * rest, so the parts are non-negative and sum exactly to the proceeds.
 */
export function splitSellProceeds(input: { proceeds: Paise; balanceUsed: Paise; integralUsed: Paise }): {
  toBalance: Paise
  toIntegral: Paise
} {
  const { proceeds } = input
  if (proceeds < 0) throw new RangeError(`Sale proceeds cannot be negative: ${proceeds}`)
  const balanceUsed = BigInt(nonNegative(input.balanceUsed))
  const integralUsed = BigInt(nonNegative(input.integralUsed))
  const paid = balanceUsed + integralUsed
  // BigInt because proceeds × integralUsed can pass 2^53 for large positions.
  const integralShare =
    paid === 0n
      ? (BigInt(proceeds) * BigInt(100 - DEFAULT_SELL_BALANCE_PERCENT)) / 100n
      : (BigInt(proceeds) * integralUsed) / paid
  const toIntegral = floorToRupee(Number(integralShare))
  return { toBalance: paise(proceeds - toIntegral), toIntegral: paise(toIntegral) }
}
