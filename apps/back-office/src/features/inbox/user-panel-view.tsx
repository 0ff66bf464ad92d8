import { depositStatusLabel, isKycVerified, paise, withdrawalStatusLabel } from '@mandi/domain'
import { Money, StatusPill, type StatusTone } from '@mandi/ui-kit'
import type { UserView } from '../../api/schemas.ts'
import { formatDay, formatWhen } from '../../format/time.ts'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'

export interface UserPanelViewProps {
  readonly status: 'loading' | 'error' | 'ready'
  readonly user: UserView | null
  readonly onRetry: () => void
}

const STATUS_TEXT = {
  Unpaid: { key: 'user.status.unpaid', tone: 'warning' },
  Success: { key: 'user.status.success', tone: 'success' },
  'Pending in bank': { key: 'user.status.pending', tone: 'warning' },
  Refund: { key: 'user.status.refund', tone: 'danger' },
} as const satisfies Record<string, { key: string; tone: StatusTone }>

/**
 * What support sees of the user in the conversation, read-only: who they are (the mobile's last digits only),
 * their money and the latest deposits and withdrawals with the statuses the app shows them (§4).
 */
export function UserPanelView(props: UserPanelViewProps) {
  const t = useT()
  const user = props.user
  const kyc = (status: number) =>
    isKycVerified(status) ? t('user.kyc.verified') : status === 1 ? t('user.kyc.pending') : t('user.kyc.none')
  const status = (label: keyof typeof STATUS_TEXT) => (
    <StatusPill label={t(STATUS_TEXT[label].key)} tone={STATUS_TEXT[label].tone} />
  )
  return (
    <details className="ops-user" open>
      <summary className="ops-user__summary">{t('user.title')}</summary>
      <p className="ops-user__note">{t('user.readOnly')}</p>
      {props.status === 'loading' && <LoadingBlock lines={4} />}
      {props.status === 'error' && <ErrorBlock onRetry={props.onRetry} />}
      {props.status === 'ready' && user && (
        <>
          <dl className="ops-user__facts">
            <dt>{t('user.name')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('user.code')}</dt>
            <dd>{user.code}</dd>
            <dt>{t('user.mobile')}</dt>
            <dd>{t('user.mobileEnding', { digits: user.mobileEnding })}</dd>
            <dt>{t('user.joined')}</dt>
            <dd>{formatDay(user.joinedAt)}</dd>
            <dt>{t('user.verification')}</dt>
            <dd>{kyc(user.kycStatus)}</dd>
            <dt>{t('user.balance')}</dt>
            <dd>
              <Money amount={paise(user.balance)} />
            </dd>
            <dt>{t('user.salary')}</dt>
            <dd>
              <Money amount={paise(user.salary)} />
            </dd>
            <dt>{t('user.integral')}</dt>
            <dd>
              <Money amount={paise(user.integral)} />
            </dd>
          </dl>
          <h3 className="ops-user__heading">{t('user.deposits')}</h3>
          {user.deposits.length === 0 ? (
            <p className="ops-user__note">{t('user.noDeposits')}</p>
          ) : (
            <ul className="ops-user__moves">
              {user.deposits.map((d) => (
                <li key={d.orderNum}>
                  <Money amount={paise(d.amount)} /> {status(depositStatusLabel(d.status))}
                  <span className="ops-user__when">{formatWhen(d.at)}</span>
                </li>
              ))}
            </ul>
          )}
          <h3 className="ops-user__heading">{t('user.withdrawals')}</h3>
          {user.withdrawals.length === 0 ? (
            <p className="ops-user__note">{t('user.noWithdrawals')}</p>
          ) : (
            <ul className="ops-user__moves">
              {user.withdrawals.map((w) => (
                <li key={w.orderNum}>
                  <Money amount={paise(w.amount)} />{' '}
                  <span className="ops-user__when">
                    {t('user.fee')} <Money amount={paise(w.fee)} />
                  </span>{' '}
                  {status(withdrawalStatusLabel(w.status))}
                  <span className="ops-user__when">{formatWhen(w.at)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </details>
  )
}
