import { ToggleChip } from '@mandi/ui-kit'
import { Languages } from 'lucide-react'
import { LOCALES, type Locale } from '../../i18n/catalogue.ts'
import { useT } from '../../i18n/i18n.tsx'
import { htmlLangOf } from '../../i18n/locale.ts'
import './language-choice.css'

/**
 * Each language is named in itself (an endonym), the same in every catalogue, so a reader finds their own
 * language whatever the screen is in now; `lang` lets a screen reader pronounce it right.
 */
const NAMES: Readonly<Record<Locale, string>> = { en: 'English', hd: 'Hinglish', hi: 'हिन्दी' }

export interface LanguageChoiceProps {
  readonly value: Locale
  readonly onChange: (locale: Locale) => void
}

/** The language switch before sign-in (/login, /signin): three toggle buttons, the current one pressed. */
export function LanguageChoice({ value, onChange }: LanguageChoiceProps) {
  const t = useT()
  return (
    <fieldset className="language-choice">
      <legend className="mk-visually-hidden">{t('auth.language.label')}</legend>
      <Languages className="language-choice__icon" size={20} aria-hidden />
      {LOCALES.map((locale) => (
        <ToggleChip
          key={locale}
          lang={htmlLangOf(locale)}
          pressed={value === locale}
          onClick={() => {
            if (locale !== value) onChange(locale)
          }}
        >
          {NAMES[locale]}
        </ToggleChip>
      ))}
    </fieldset>
  )
}
