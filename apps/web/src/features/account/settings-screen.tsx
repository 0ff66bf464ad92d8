import { changeLanguage, endSession } from '../../api/session.ts'
import { useLocale } from '../../i18n/i18n.tsx'
import { SettingsView } from './settings-view.tsx'
import './strings.ts'

/**
 * /settings container: the language (stored, then a reload after 0.3 s, spec §4) and Log out, which clears
 * storage but the mobile number and goes to /login.
 */
export function SettingsScreen() {
  const locale = useLocale()
  return (
    <SettingsView
      locale={locale}
      onLanguage={(next) => changeLanguage(next)}
      onLogOut={() => endSession('settings-log-out')}
    />
  )
}
