import { istTimestampMs } from './trading.ts'

/** Where a moment falls against today, in India time. */
export type IndiaDayKind = 'today' | 'yesterday' | 'earlier'

/** A moment as people in India read it, in India time whatever the device's zone. */
export interface IndiaMoment {
  /** The India-time calendar day, "2026-11-24": the key to group a list by day. */
  readonly dayKey: string
  readonly kind: IndiaDayKind
  /** "24 Nov 2026" (en-IN), or the given Intl locale's form. */
  readonly date: string
  /** "7:45 pm" (en-IN). */
  readonly time: string
}

const IST_OFFSET_MS = 330 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>()

// Made on first use per locale: building an Intl formatter loads locale data, which would lengthen start-up.
function formattersFor(intlLocale: string) {
  let pair = formatters.get(intlLocale)
  if (pair === undefined) {
    pair = {
      date: new Intl.DateTimeFormat(intlLocale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
      time: new Intl.DateTimeFormat(intlLocale, {
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZone: 'Asia/Kolkata',
      }),
    }
    formatters.set(intlLocale, pair)
  }
  return pair
}

function indiaDayNumber(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS)
}

/** The India-time calendar day of a moment, "2026-11-24". */
export function indiaDayKey(ms: number): string {
  return new Date(indiaDayNumber(ms) * DAY_MS).toISOString().slice(0, 10)
}

/** A moment (Unix ms) against now: its India day, whether that is today or yesterday, and its date and time. */
export function indiaMoment(ms: number, nowMs: number, intlLocale = 'en-IN'): IndiaMoment {
  const behind = indiaDayNumber(nowMs) - indiaDayNumber(ms)
  const { date, time } = formattersFor(intlLocale)
  return {
    dayKey: indiaDayKey(ms),
    kind: behind === 0 ? 'today' : behind === 1 ? 'yesterday' : 'earlier',
    date: date.format(ms),
    time: time.format(ms),
  }
}

/** A server timestamp ("2026-11-24 19:45:17", India time) against now; null when unreadable. */
export function serverMoment(timestamp: string, nowMs: number, intlLocale = 'en-IN'): IndiaMoment | null {
  const ms = istTimestampMs(timestamp)
  return ms === null ? null : indiaMoment(ms, nowMs, intlLocale)
}

/** One day of a list grouped by India day, newest day first when the list is newest first. */
export interface DayGroup<T> {
  readonly dayKey: string
  readonly first: IndiaMoment
  readonly items: readonly T[]
}

/**
 * Groups a list by India day, keeping its order (consecutive items of one day form one group). Items whose
 * time cannot be read go into a group with the dayKey "unknown".
 */
export function groupByIndiaDay<T>(
  items: readonly T[],
  timestampOf: (item: T) => string,
  nowMs: number,
  intlLocale = 'en-IN',
): DayGroup<T>[] {
  const groups: { dayKey: string; first: IndiaMoment; items: T[] }[] = []
  for (const item of items) {
    const moment = serverMoment(timestampOf(item), nowMs, intlLocale) ?? {
      dayKey: 'unknown',
      kind: 'earlier' as const,
      date: timestampOf(item),
      time: '',
    }
    const last = groups[groups.length - 1]
    if (last !== undefined && last.dayKey === moment.dayKey) last.items.push(item)
    else groups.push({ dayKey: moment.dayKey, first: moment, items: [item] })
  }
  return groups
}

/** A stretch of time in Unix ms, from `start` (included) to `end` (excluded). */
export interface IndiaPeriod {
  readonly start: number
  readonly end: number
}

/** 1970-01-01 was a Thursday: the India day number plus 3, modulo 7, counts the days since Monday. */
const DAYS_SINCE_MONDAY_OFFSET = 3

/** The India week holding a moment: from Monday 00:00 IST to the next Monday 00:00 IST. */
export function indiaWeek(ms: number): IndiaPeriod {
  const day = indiaDayNumber(ms)
  const monday = day - ((day + DAYS_SINCE_MONDAY_OFFSET) % 7)
  const start = monday * DAY_MS - IST_OFFSET_MS
  return { start, end: start + 7 * DAY_MS }
}

/** The India calendar month holding a moment: from the 1st, 00:00 IST, to the next month's 1st, 00:00 IST. */
export function indiaMonth(ms: number): IndiaPeriod {
  const india = new Date(ms + IST_OFFSET_MS)
  const year = india.getUTCFullYear()
  const month = india.getUTCMonth()
  return {
    start: Date.UTC(year, month, 1) - IST_OFFSET_MS,
    end: Date.UTC(year, month + 1, 1) - IST_OFFSET_MS,
  }
}
