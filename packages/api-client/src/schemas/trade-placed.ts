import { Schema } from 'effect'
import { Timestamp, WireInt, WireNumber } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/**
 * `data` of POST trade/create, an extension of §7 (which answers only status and info): the order just
 * placed. Every field is optional, and so is the whole object: a server that answers only status and info
 * (as §7 shows) still decodes, with nothing known beyond the info.
 */
export const TradePlaced = Schema.Struct({
  /** The order's id, as trade/list shows it later. */
  id: Schema.optionalKey(WireInt),
  /** The entry price: the market quote the trade is measured against (not rupees). */
  openPrice: Schema.optionalKey(WireNumber),
  /** The rate percent the order will pay if right (fixed when placed). */
  rate: Schema.optionalKey(WireNumber),
  /** When it was placed, `"YYYY-MM-DD HH:mm:ss"` India time. */
  createdAt: Schema.optionalKey(Timestamp),
  /** When it settles (one minute later), same format. */
  settlesAt: Schema.optionalKey(Timestamp),
}).pipe(
  wireKeys({
    openPrice: 'open_price',
    createdAt: 'created_at',
    settlesAt: 'settles_at',
  }),
)
export type TradePlaced = typeof TradePlaced.Type

/** `data` absent or null means nothing is known beyond the info. */
export const OptionalTradePlaced = Schema.Union([TradePlaced, Schema.Null, Schema.Undefined])
