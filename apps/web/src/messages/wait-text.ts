import type { Translate } from '../i18n/i18n.tsx'

/** A wait in whole seconds as words: "45 seconds", "2 minutes" (rounded up), "1 hour". */
export function waitWords(seconds: number, t: Translate): string {
  if (seconds < 60) return seconds === 1 ? t('shell.wait.second') : t('shell.wait.seconds', { n: seconds })
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return minutes === 1 ? t('shell.wait.minute') : t('shell.wait.minutes', { n: minutes })
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? t('shell.wait.hour') : t('shell.wait.hours', { n: hours })
}

/**
 * The server's "too many attempts" refusal (CONTRACT.md, "Waits after too many attempts") in the reader's
 * language, from its `retry_after` seconds rather than its English info.
 */
export function waitText(seconds: number, t: Translate): string {
  return t('shell.wait.tryAgain', { time: waitWords(seconds, t) })
}
