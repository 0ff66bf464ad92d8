import type { PriceChanged, RateChanged } from '@mandi/api-client'
import type { Paise } from '@mandi/domain'

/**
 * The price guard's refusals (api-client `PriceChanged` / `RateChanged`, CONTRACT.md "Price guard"), read
 * structurally like the other failures. They are definite answers: nothing was charged, so the flow shows the
 * new figure and asks again, and the next confirmation is a new action with a new Idempotency-Key.
 */
export interface PriceChangedFailure {
  readonly _tag: 'PriceChanged'
  /** The server's current unit price. */
  readonly price: Paise
}

export interface RateChangedFailure {
  readonly _tag: 'RateChanged'
  /** The server's current rate, a percent. */
  readonly rate: number
}

/** A figure the user saw and the one the server has now, for "the price changed from … to …". */
export interface FigureChange<T> {
  readonly from: T
  readonly to: T
}

/** The new unit price when the server refused because the price changed; null for any other failure. */
export function changedPrice(error: unknown): Paise | null {
  const e = error as Partial<PriceChangedFailure> | null | undefined
  return e?._tag === 'PriceChanged' && typeof e.price === 'number' ? e.price : null
}

/** The new rate percent when the server refused because the rate changed; null for any other failure. */
export function changedRate(error: unknown): number | null {
  const e = error as Partial<RateChangedFailure> | null | undefined
  return e?._tag === 'RateChanged' && typeof e.rate === 'number' ? e.rate : null
}

// Compile-time check that the api-client's errors are what these readers expect (exported so neither
// tsc nor Biome calls them unused; @public tells knip the same).
/** @public */
export const priceChangedFits: PriceChanged extends PriceChangedFailure ? true : never = true
/** @public */
export const rateChangedFits: RateChanged extends RateChangedFailure ? true : never = true
