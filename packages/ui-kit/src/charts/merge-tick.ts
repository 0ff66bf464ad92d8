import type { Candle } from './candle.ts'

export type TickChange = 'replaced' | 'appended' | 'ignored'

export interface MergeResult {
  candles: readonly Candle[]
  change: TickChange
}

/** Candles kept in memory at most; a live chart left open all day must not grow without bound. */
export const MAX_CANDLES = 2000

/**
 * The live tick rule: a tick with the id of the last candle replaces it (the candle is still forming), a
 * newer id appends a candle, and an older id is ignored (late or duplicated delivery). Never mutates
 * `candles`; returns the same array when nothing changed.
 */
export function mergeTick(candles: readonly Candle[], tick: Candle, max = MAX_CANDLES): MergeResult {
  const last = candles[candles.length - 1]
  if (!last) return { candles: [tick], change: 'appended' }
  if (tick.id < last.id) return { candles, change: 'ignored' }
  if (tick.id === last.id) return { candles: [...candles.slice(0, -1), tick], change: 'replaced' }
  const next = [...candles, tick]
  return { candles: next.length > max ? next.slice(next.length - max) : next, change: 'appended' }
}
