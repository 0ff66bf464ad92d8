import type { TimeFormat } from '../../i18n/use-time-format.ts'

/**
 * A chat time (Unix seconds) the way every server time is shown (useTimeFormat): India time, in the
 * reader's language, "Today, 10:05 pm" / "Yesterday, …" / "22 Nov 2026, 10:05 pm". '' when there is none
 * (a message not yet on the server).
 */
export function chatTime(format: Pick<TimeFormat, 'atMs'>, seconds: number | null): string {
  return seconds === null ? '' : format.atMs(seconds * 1000)
}
