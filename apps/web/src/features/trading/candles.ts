import type { Tick } from '@mandi/api-client'

/** The most candles kept on screen: history plus live candles, so a long visit cannot grow without bound. */
export const MAX_CANDLES = 300

/**
 * Folds a live tick into the candles: the forming candle repeats its id (CONTRACT.md), so a tick with the
 * last id replaces it, a newer id appends, and an older one (late frame) is dropped.
 */
export function applyTick(candles: readonly Tick[], tick: Tick): readonly Tick[] {
  const last = candles[candles.length - 1]
  if (last === undefined || tick.id > last.id) return [...candles, tick].slice(-MAX_CANDLES)
  if (tick.id === last.id) return [...candles.slice(0, -1), tick]
  return candles
}
