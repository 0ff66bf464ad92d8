import { hash01, hashString, walk } from './noise.ts'

export const klinePeriods = {
  '1min': 60_000,
  '5min': 300_000,
  '15min': 900_000,
  '30min': 1_800_000,
  '1day': 86_400_000,
} as const
export type KlinePeriod = keyof typeof klinePeriods

export function isKlinePeriod(value: string): value is KlinePeriod {
  return Object.hasOwn(klinePeriods, value)
}

/** A candle; prices are integers in ten-thousandths of the quote unit. */
export interface Candle {
  id: number
  open: number
  close: number
  high: number
  low: number
  amount: number
}

export class PriceModel {
  constructor(private readonly seed: number) {}

  /** Price of a market at a time, in ten-thousandths. */
  marketPrice(code: string, basePrice: number, timeMs: number): number {
    return Math.max(1, Math.round(basePrice * walk(this.seed, hashString(code), timeMs)))
  }

  /** Product prices move slowly (hourly steps) so price histories and sell profits are meaningful. */
  productPrice(productId: number, basePrice: number, timeMs: number): number {
    const hour = Math.floor(timeMs / 3_600_000) * 3_600_000
    return Math.max(100, Math.round(basePrice * walk(this.seed + 7, productId, hour)))
  }

  candle(code: string, basePrice: number, period: KlinePeriod, bucketStart: number, now: number): Candle {
    const length = klinePeriods[period]
    const end = Math.min(bucketStart + length, now)
    const open = this.marketPrice(code, basePrice, bucketStart)
    const close = this.marketPrice(code, basePrice, end)
    let high = Math.max(open, close)
    let low = Math.min(open, close)
    const samples = 12
    for (let i = 1; i < samples; i++) {
      const t = bucketStart + ((end - bucketStart) * i) / samples
      const p = this.marketPrice(code, basePrice, t)
      high = Math.max(high, p)
      low = Math.min(low, p)
    }
    const fullVolume = 50 + Math.floor(hash01(this.seed, hashString(code), bucketStart / 1000) * 950)
    const amount = Math.round((fullVolume * (end - bucketStart)) / length) * (length / 60_000)
    return { id: Math.floor(bucketStart / 1000), open, close, high, low, amount: Math.max(1, amount) }
  }

  /** The last `size` candles, oldest first; the last one is the bucket in progress. */
  history(code: string, basePrice: number, period: KlinePeriod, now: number, size: number): Candle[] {
    const length = klinePeriods[period]
    const current = Math.floor(now / length) * length
    const candles: Candle[] = []
    for (let i = size - 1; i >= 0; i--) {
      candles.push(this.candle(code, basePrice, period, current - i * length, now))
    }
    return candles
  }
}
