import { Button } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../wallet/back-bar.tsx'
import './account.css'

export interface SettingsViewProps {
  readonly onLogOut: () => void
}

/** /settings (spec §2): Log out, which keeps the mobile number for the next sign-in. */
export function SettingsView({ onLogOut }: SettingsViewProps) {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.settings.title')} />
      <p className="account__muted">{t('account.settings.logOutHint')}</p>
      <Button variant="danger" block onClick={onLogOut}>
        {t('account.settings.logOut')}
      </Button>
    </section>
  )
}
