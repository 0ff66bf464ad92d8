import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import './account.css'

/** /safe (spec §2): account security, with the way to change the login password, and the passkeys (issue 28). */
export function AccountSecurityView({ passkeys }: { readonly passkeys?: ReactNode }) {
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
      {passkeys}
    </section>
  )
}
