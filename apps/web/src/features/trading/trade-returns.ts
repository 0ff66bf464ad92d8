import { type Paise, type TradeReturns, tradeAmount, tradeReturns } from '@mandi/domain'

/** What an amount gets back if right and if wrong (the server's rule, `tradeReturns`); null for an unreadable rate. */
export function returnsOf(amount: Paise, ratePercent: number | string | null): TradeReturns | null {
  if (ratePercent === null) return null
  try {
    return tradeReturns({ amount, ratePercent })
  } catch {
    // A rate the server wrote in a form that is not a plain decimal: say nothing rather than a guess.
    return null
  }
}

/** Same for the typed amount; null while it is not one the server takes (3–12 digits, at least ₹100). */
export function returnsFor(amountText: string, ratePercent: number | string | null): TradeReturns | null {
  const amount = tradeAmount(amountText)
  return amount === null ? null : returnsOf(amount, ratePercent)
}
