import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import './wallet.css'

/** What /payout and /update_bank show when no bank account is bound: why, and the way to /bind_card. */
export function NoBankCard({ message }: { readonly message: string }) {
  const t = useT()
  return (
    <div className="wallet__card">
      <p>{message}</p>
      <Link to="/bind_card" className="wallet__link">
        {t('wallet.payout.bind')}
      </Link>
    </div>
  )
}
