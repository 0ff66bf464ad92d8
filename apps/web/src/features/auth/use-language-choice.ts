import { useFeedback } from '../../feedback/feedback-host.tsx'
import type { Locale } from '../../i18n/catalogue.ts'
import { useChooseLocale, useLocale, useT } from '../../i18n/i18n.tsx'

/**
 * The /login and /signin language switch: the screen changes language in place (what was typed stays);
 * when the language's file cannot be loaded (offline before it was cached) it says so and stays as it is.
 */
export function useLanguageChoice(): { locale: Locale; onLocale: (locale: Locale) => void } {
  const t = useT()
  const locale = useLocale()
  const choose = useChooseLocale()
  const { toast } = useFeedback()
  return {
    locale,
    onLocale: (next) => {
      choose(next).catch(() => toast(t('shell.error.network')))
    },
  }
}
