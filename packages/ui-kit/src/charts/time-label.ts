import type { KlinePeriod } from '@mandi/domain'

// Market times are shown in Indian time whatever the device's zone, so every user reads the same candle times.
const timeOfDay = new Intl.DateTimeFormat('en-IN', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Kolkata',
})
const dayOfMonth = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  timeZone: 'Asia/Kolkata',
})

/** Axis label of a candle start time (Unix seconds): '09:15' for intraday periods, '22 Nov' for 1day. */
export function timeLabel(seconds: number, period: KlinePeriod): string {
  const date = new Date(seconds * 1000)
  return period === '1day' ? dayOfMonth.format(date) : timeOfDay.format(date)
}
