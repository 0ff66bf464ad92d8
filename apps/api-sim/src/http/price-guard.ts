import { nonNegativeMoney, text } from './args.ts'
import type { Args } from './call-input.ts'
import { money, reject, rupeesText } from './wire.ts'

/**
 * The price guard (CONTRACT.md, Extensions "Price guard"): a money call may carry the price or rate the user
 * saw on screen before confirming. When the server's own figure differs, the call is refused with the new
 * figure and nothing moves, so nobody is charged a price that was not on screen. A call without the figure is
 * priced by the server alone (a direct API user; the app sends it).
 */

/** The price the user saw (paise), or undefined when the call does not carry `key`. */
export function seenPrice(args: Args, key: string): number | undefined {
  if (args[key] === undefined || args[key] === null || args[key] === '') return undefined
  return nonNegativeMoney(args, key, 'Invalid amount')
}

/** Refuses (status 0, `data.price_changed`) when the price the user saw is not the current one. */
export function guardPrice(seen: number | undefined, current: number): void {
  if (seen === undefined || seen === current) return
  reject(`The price changed to ${rupeesText(current)}. Please check and confirm again.`, {
    price_changed: true,
    price: money(current),
  })
}

/** The rate percent the user saw, in basis points, or undefined when the call does not carry `key`. */
export function seenRateBp(args: Args, key: string): number | undefined {
  const raw = text(args, key).trim()
  if (raw === '') return undefined
  if (!/^[0-9]{1,4}(\.[0-9]{1,2})?$/.test(raw)) reject('Invalid rate')
  return Math.round(Number(raw) * 100)
}

/** Refuses (status 0, `data.rate_changed`) when the rate the user saw is not the current one. */
export function guardRate(seenBp: number | undefined, currentBp: number): void {
  if (seenBp === undefined || seenBp === currentBp) return
  const percent = currentBp / 100
  reject(`The rate changed to ${percent}%. Please check and confirm again.`, {
    rate_changed: true,
    rate: percent,
  })
}
