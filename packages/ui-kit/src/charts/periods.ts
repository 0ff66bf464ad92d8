import type { KlinePeriod } from '@mandi/domain'

/** Length of one candle of each period, in seconds. */
export const PERIOD_SECONDS: Readonly<Record<KlinePeriod, number>> = {
  '1min': 60,
  '5min': 300,
  '15min': 900,
  '30min': 1800,
  '1day': 86_400,
}
