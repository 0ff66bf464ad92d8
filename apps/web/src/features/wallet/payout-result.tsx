import { type Paise, paise } from '@mandi/domain'
import { BottomSheet, Button, Money } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import './payout.css'
import './wallet.css'

/** A withdrawal the server accepted: what is known of it (reference and fee only when the server sent them). */
export interface PayoutResult {
  readonly source: 'balance' | 'salary'
  /** The server's info, e.g. 'Withdrawal submitted'. */
  readonly info: string
  readonly orderNumber: string | null
  readonly amount: Paise
  readonly fee: Paise | null
}

/** Where a withdrawal is listed afterwards: /hist's Withdraw tab, or /salary's Payout tab. */
export const RECORDS_LINK = { balance: '/hist?tab=withdraw', salary: '/salary?tab=payout' } as const

/** The result popup after payout/create succeeded: reference, amount, fee, what was taken, the records. */
export function PayoutResultSheet(props: {
  readonly result: PayoutResult | null
  readonly onClose: () => void
}) {
  const t = useT()
  const { result } = props
  if (!result) return null
  const purse = t(result.source === 'salary' ? 'wallet.payout.purseSalary' : 'wallet.payout.purseBalance')
  return (
    <BottomSheet open title={result.info} onClose={props.onClose} closeLabel={t('wallet.payout.resultClose')}>
      <div className="payout-result">
        <dl className="payout-result__list">
          {result.orderNumber && (
            <div className="payout-result__row">
              <dt>{t('wallet.payout.resultReference')}</dt>
              <dd className="payout-result__code">{result.orderNumber}</dd>
            </div>
          )}
          <div className="payout-result__row">
            <dt>{t('wallet.payout.resultAmount')}</dt>
            <dd className="payout__amount">
              <Money amount={result.amount} />
            </dd>
          </div>
          {result.fee !== null && (
            <>
              <div className="payout-result__row">
                <dt>{t('wallet.payout.resultFee')}</dt>
                <dd className="payout__amount">
                  <Money amount={result.fee} />
                </dd>
              </div>
              <div className="payout-result__row">
                <dt>{t('wallet.payout.resultDebited', { purse })}</dt>
                <dd className="payout__amount payout-result__strong">
                  <Money amount={paise(result.amount + result.fee)} />
                </dd>
              </div>
            </>
          )}
        </dl>
        {!result.orderNumber && <p>{t('wallet.payout.resultNoReference')}</p>}
        <p>{t('wallet.payout.resultPending')}</p>
        <Link to={RECORDS_LINK[result.source]} className="wallet__link">
          {t(
            result.source === 'salary' ? 'wallet.payout.resultSalaryRecords' : 'wallet.payout.resultRecords',
          )}
        </Link>
        <Button variant="secondary" block onClick={props.onClose}>
          {t('wallet.payout.resultDone')}
        </Button>
      </div>
    </BottomSheet>
  )
}
