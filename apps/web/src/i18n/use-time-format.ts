import { type IndiaMoment, indiaMoment, istTimestampMs } from '@mandi/domain'
import { useMemo } from 'react'
import type { Locale } from './catalogue.ts'
import { type Translate, useLocale, useT } from './i18n.tsx'

/** The Intl locale for dates and times: Devanagari month names for hi, the Indian English forms otherwise. */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'hi' ? 'hi-IN' : 'en-IN'
}

export interface TimeFormat {
  /** A server timestamp ("2026-11-24 19:45:17", India time): "Today, 7:45 pm", "Yesterday, …", "24 Nov 2026, 7:45 pm". */
  readonly at: (timestamp: string) => string
  /** The same for a moment in Unix ms. */
  readonly atMs: (ms: number) => string
  /** A day heading for a list grouped by day: "Today", "Yesterday" or "24 Nov 2026". */
  readonly dayHeading: (moment: IndiaMoment) => string
  /** The Intl locale to pass to groupByIndiaDay. */
  readonly intlLocale: string
  /** The moment "today" is measured against (taken once per render of the screen). */
  readonly nowMs: number
}

export function momentText(t: Translate, moment: IndiaMoment): string {
  if (moment.kind === 'today') return t('shell.time.today', { time: moment.time })
  if (moment.kind === 'yesterday') return t('shell.time.yesterday', { time: moment.time })
  return t('shell.time.other', { date: moment.date, time: moment.time })
}

/**
 * Server times as people in India read them, in India time whatever the phone's zone. An unreadable
 * timestamp is shown as sent rather than hidden.
 */
export function useTimeFormat(): TimeFormat {
  const t = useT()
  const locale = useLocale()
  return useMemo(() => {
    const intlLocale = intlLocaleOf(locale)
    const nowMs = Date.now()
    const atMs = (ms: number) => momentText(t, indiaMoment(ms, nowMs, intlLocale))
    return {
      intlLocale,
      nowMs,
      atMs,
      at: (timestamp: string) => {
        const ms = istTimestampMs(timestamp)
        return ms === null ? timestamp : atMs(ms)
      },
      dayHeading: (moment: IndiaMoment) =>
        moment.kind === 'today'
          ? t('shell.time.todayHeading')
          : moment.kind === 'yesterday'
            ? t('shell.time.yesterdayHeading')
            : moment.date,
    }
  }, [t, locale])
}
