import { istTimestampMs, tradeSettlesAtMs } from '@mandi/domain'

// Trade times are shown in India time whatever the device's zone, as the server writes them, and to the
// second: a trade lasts one minute, so "2:06 pm" alone would not say when this one ends.
const formatters = new Map<string, Intl.DateTimeFormat>()

function timeOfDay(intlLocale: string): Intl.DateTimeFormat {
  let format = formatters.get(intlLocale)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocale, {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    })
    formatters.set(intlLocale, format)
  }
  return format
}

/**
 * A moment (Unix ms) as a time of day in India time, e.g. '2:06:10 pm'. Like every time in the app it is
 * India time without a zone label ("Today, 7:45 pm"), so the two read the same way side by side.
 */
export function formatTradeTime(ms: number, intlLocale = 'en-IN'): string {
  return timeOfDay(intlLocale).format(new Date(ms))
}

/** When an open order settles, as a time of day (from its created_at + 1 minute); null if unreadable. */
export function settleTimeOf(createdAt: string, intlLocale = 'en-IN'): string | null {
  const at = tradeSettlesAtMs(createdAt)
  return at === null ? null : formatTradeTime(at, intlLocale)
}

/** A server `settles_at` as a time of day; null if missing or unreadable. */
export function serverTimeOf(timestamp: string | undefined, intlLocale = 'en-IN'): string | null {
  const at = timestamp === undefined ? null : istTimestampMs(timestamp)
  return at === null ? null : formatTradeTime(at, intlLocale)
}

/** The time left as m:ss (rounded up to the second, never below 0:00), e.g. '0:59'. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

const quote = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 8 })

/** A market quote (entry or close price), as the chart page shows prices. */
export function formatQuote(price: number): string {
  return quote.format(price)
}
