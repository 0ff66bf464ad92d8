import { maxLengthOf, type Paise } from '@mandi/domain'
import { AmountInput, Button, Form, Money, Tabs } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { BankLoadState, type BankLoadStatus } from './bank-load-state.tsx'
import { OptionList } from './option-list.tsx'
import { type PayoutResult, PayoutResultSheet } from './payout-result.tsx'
import './wallet.css'
import './payout.css'

export type PayoutTab = 'balance' | 'salary'

const TABS = [
  { value: 'balance', label: tKey('wallet.payout.balance') },
  { value: 'salary', label: tKey('wallet.payout.salary') },
] as const

export interface PayoutBank {
  readonly id: number
  readonly bankName: string
  readonly account: string
}

export interface PayoutViewProps {
  readonly status: BankLoadStatus
  readonly errorText?: string
  readonly onRetry: () => void
  readonly tab: PayoutTab
  readonly onTabChange: (tab: PayoutTab) => void
  /** The balance of the selected tab (balance or salary balance). */
  readonly available: Paise
  readonly amountText: string
  /** A §5 rule message, or that amount plus fee is more than `available` (shown while typing). */
  readonly amountError?: string
  readonly onAmountChange: (text: string) => void
  /** The payout_fee percent as configured ('10'); null when it is not a percent (no fee line then). */
  readonly feePercent: string | null
  /** Null until the amount is valid. */
  readonly fee: Paise | null
  /** Amount plus fee: what payout/create takes from the tab's balance. */
  readonly total: Paise | null
  readonly banks: readonly PayoutBank[]
  readonly bankId: number | null
  readonly bankError?: string
  readonly onSelectBank: (id: number) => void
  /**
   * The withdrawal is in flight (or the balances refresh after it): the amount is read-only and the banks
   * are off (ui-kit Form busy), the button spins.
   */
  readonly submitting: boolean
  readonly onSubmit: () => void
  /** The withdrawal just accepted, shown in a popup until closed. */
  readonly result: PayoutResult | null
  readonly onCloseResult: () => void
}

/**
 * /payout (spec §2, §9): Balance and Salary tabs, amount, fee, total, the bank list, the note, Submit, and
 * the result popup. The note states what the server does (fee from payout_fee, amount plus fee debited,
 * the amount sent to the bank); it names no withdrawal hours, as the server enforces none.
 */
export function PayoutView(props: PayoutViewProps) {
  const t = useT()
  const dash = '—'
  const purse = t(props.tab === 'salary' ? 'wallet.payout.purseSalary' : 'wallet.payout.purseBalance')
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.payout.title')} />
      <Tabs
        label={t('wallet.payout.tabs')}
        items={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as PayoutTab)}
      />
      <BankLoadState
        status={props.status}
        noBankText={t('wallet.payout.noBank')}
        errorText={props.errorText}
        onRetry={props.onRetry}
      >
        <Form className="wallet__form" busy={props.submitting} onSubmit={props.onSubmit}>
          <div className="wallet__row">
            <span>{t('wallet.payout.available')}</span>
            <span className="wallet__strong payout__amount">
              <Money amount={props.available} />
            </span>
          </div>
          <AmountInput
            label={t('wallet.payout.amount')}
            value={props.amountText}
            onChange={props.onAmountChange}
            maxLength={maxLengthOf('withdrawal.amount')}
            error={props.amountError}
          />
          <dl className="wallet__card">
            <div className="wallet__row">
              <dt>{t('wallet.payout.fee')}</dt>
              <dd className="payout__amount">{props.fee === null ? dash : <Money amount={props.fee} />}</dd>
            </div>
            <div className="wallet__row">
              <dt>{t('wallet.payout.total')}</dt>
              <dd className="wallet__strong payout__amount">
                {props.total === null ? dash : <Money amount={props.total} />}
              </dd>
            </div>
          </dl>
          <OptionList
            name="bank"
            legend={t('wallet.payout.banks')}
            options={props.banks.map((bank) => ({
              id: bank.id,
              label: t('wallet.payout.bankLine', { bank: bank.bankName, last: bank.account.slice(-4) }),
            }))}
            value={props.bankId}
            disabled={props.submitting}
            error={props.bankError}
            onSelect={props.onSelectBank}
          />
          <div className="wallet__notice">
            <p className="wallet__strong">{t('wallet.payout.noteTitle')}</p>
            {props.feePercent !== null && <p>{t('wallet.payout.noteFee', { percent: props.feePercent })}</p>}
            <p>{t('wallet.payout.noteDebit', { purse })}</p>
          </div>
          <Button type="submit" block loading={props.submitting}>
            {t('wallet.payout.submit')}
          </Button>
        </Form>
      </BankLoadState>
      <PayoutResultSheet result={props.result} onClose={props.onCloseResult} />
    </section>
  )
}
