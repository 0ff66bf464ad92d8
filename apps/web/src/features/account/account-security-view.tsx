import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import './account.css'

/** /safe (spec §2): account security, with the way to change the login password. */
export function AccountSecurityView() {
  const t = useT()
  return (
    <section className="screen account">
      <BackBar title={t('account.safe.title')} />
      <ul className="account__menu">
        <li>
          <Link to="/changeloginpass" className="account__menu-item">
            {t('account.safe.password')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
