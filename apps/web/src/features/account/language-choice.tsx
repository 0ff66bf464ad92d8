import { Button } from '@mandi/ui-kit'
import { Check } from 'lucide-react'
import { LOCALES, type Locale } from '../../i18n/catalogue.ts'
import { htmlLangOf } from '../../i18n/locale.ts'

/**
 * Each language is named in itself (an endonym), whatever language the screen is in: a reader looks for
 * the name they know, so these are not translated.
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  hd: 'Hinglish',
  hi: 'हिन्दी',
} as const satisfies Record<Locale, string>

export interface LanguageChoiceProps {
  readonly locale: Locale
  readonly onLanguage: (locale: Locale) => void
}

/** English, Hinglish and हिन्दी as three buttons; the current one is pressed and ticked. */
export function LanguageChoice({ locale, onLanguage }: LanguageChoiceProps) {
  return (
    <div className="account__languages">
      {LOCALES.map((option) => (
        <Button
          key={option}
          variant={locale === option ? 'primary' : 'secondary'}
          aria-pressed={locale === option}
          block
          onClick={() => onLanguage(option)}
        >
          <span lang={htmlLangOf(option)}>{LANGUAGE_NAMES[option]}</span>
          {locale === option && <Check size={18} aria-hidden="true" className="account__language-check" />}
        </Button>
      ))}
    </div>
  )
}
