import { Button } from '@mandi/ui-kit'
import { ChevronRight } from 'lucide-react'
import { Link } from 'wouter'
import type { Locale } from '../../i18n/catalogue.ts'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { LanguageChoice } from './language-choice.tsx'
import './account.css'

export interface SettingsViewProps {
  readonly locale: Locale
  /** Stores the choice and reloads (spec §4), as the /profile popup does. */
  readonly onLanguage: (locale: Locale) => void
  readonly onLogOut: () => void
}

/** /settings (spec §2): the language, account security, and Log out, which keeps the mobile number. */
export function SettingsView({ locale, onLanguage, onLogOut }: SettingsViewProps) {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.settings.title')} />
      <section className="account__section" aria-labelledby="settings-language">
        <h2 id="settings-language" className="account__card-title">
          {t('account.settings.language')}
        </h2>
        <LanguageChoice locale={locale} onLanguage={onLanguage} />
      </section>
      <ul className="account__menu">
        <li>
          <Link to="/safe" className="account__menu-item">
            <span>{t('account.settings.security')}</span>
            <ChevronRight size={18} aria-hidden="true" className="account__chevron" />
          </Link>
        </li>
      </ul>
      <p className="account__muted">{t('account.settings.logOutHint')}</p>
      <Button variant="danger" block onClick={onLogOut}>
        {t('account.settings.logOut')}
      </Button>
    </section>
  )
}
