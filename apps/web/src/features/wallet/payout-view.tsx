import { formatRupees, maxLengthOf, type Paise, WITHDRAWAL_NOTE } from '@mandi/domain'
import { AmountInput, Button, Tabs } from '@mandi/ui-kit'
import { tKey, useT } from '../../i18n/i18n.tsx'
import { BackBar } from './back-bar.tsx'
import { LoadState } from './load-state.tsx'
import { NoBankCard } from './no-bank-card.tsx'
import './wallet.css'

export type PayoutTab = 'balance' | 'salary'

// The note's facts come from @mandi/domain (spec §9 display text); each is shown through its catalogue
// entry so hd reads them too. A fact the table does not know is shown as it is.
const NOTE_KEYS: Readonly<Record<string, string>> = {
  'Monday to Friday': tKey('wallet.payout.weekdays'),
  'Every day': tKey('wallet.payout.everyDay'),
  '7 to 9 am': tKey('wallet.payout.morning'),
}

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
  readonly status: 'loading' | 'error' | 'noBank' | 'ready'
  readonly errorText?: string
  readonly onRetry: () => void
  readonly tab: PayoutTab
  readonly onTabChange: (tab: PayoutTab) => void
  /** The balance of the selected tab (balance or salary balance). */
  readonly available: Paise
  readonly amountText: string
  readonly amountError?: string
  readonly onAmountChange: (text: string) => void
  /** Null until the amount is valid. */
  readonly fee: Paise | null
  readonly total: Paise | null
  readonly banks: readonly PayoutBank[]
  readonly bankId: number | null
  readonly bankError?: string
  readonly onSelectBank: (id: number) => void
  readonly submitting: boolean
  readonly onSubmit: () => void
}

/** /payout (spec §2, §9): Balance and Salary tabs, amount, tax, total, the bank list, the note, Submit. */
export function PayoutView(props: PayoutViewProps) {
  const t = useT()
  const dash = '—'
  const fact = (text: string) => (NOTE_KEYS[text] ? t(NOTE_KEYS[text]) : text)
  return (
    <section className="screen wallet">
      <BackBar title={t('wallet.payout.title')} />
      <Tabs
        label={t('wallet.payout.tabs')}
        items={TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        value={props.tab}
        onChange={(value) => props.onTabChange(value as PayoutTab)}
      />
      {props.status === 'noBank' ? (
        <NoBankCard message={t('wallet.payout.noBank')} />
      ) : (
        <LoadState
          status={props.status === 'ready' ? 'success' : props.status}
          errorText={props.errorText}
          onRetry={props.onRetry}
        >
          <form
            className="wallet__form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (!props.submitting) props.onSubmit()
            }}
          >
            <div className="wallet__row">
              <span>{t('wallet.payout.available')}</span>
              <span className="wallet__strong">{formatRupees(props.available)}</span>
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
                <dt>{t('wallet.payout.tax')}</dt>
                <dd>{props.fee === null ? dash : formatRupees(props.fee)}</dd>
              </div>
              <div className="wallet__row">
                <dt>{t('wallet.payout.total')}</dt>
                <dd className="wallet__strong">{props.total === null ? dash : formatRupees(props.total)}</dd>
              </div>
            </dl>
            <fieldset
              className="wallet__options"
              aria-describedby={props.bankError ? 'bank-error' : undefined}
            >
              <legend className="wallet__muted">{t('wallet.payout.banks')}</legend>
              {props.banks.map((bank) => (
                <label key={bank.id} className="wallet__option">
                  <input
                    type="radio"
                    name="bank"
                    checked={props.bankId === bank.id}
                    onChange={() => props.onSelectBank(bank.id)}
                  />
                  {t('wallet.payout.bankLine', { bank: bank.bankName, last: bank.account.slice(-4) })}
                </label>
              ))}
            </fieldset>
            {props.bankError && (
              <p id="bank-error" className="wallet__error" role="alert">
                {props.bankError}
              </p>
            )}
            <div className="wallet__notice">
              <p className="wallet__strong">{t('wallet.payout.noteTitle')}</p>
              <p>{t('wallet.payout.noteTax', { percent: WITHDRAWAL_NOTE.taxPercent })}</p>
              <p>
                {t('wallet.payout.noteBalance', {
                  days: fact(WITHDRAWAL_NOTE.balanceWithdrawalDays),
                  hours: fact(WITHDRAWAL_NOTE.balanceWithdrawalHours),
                })}
              </p>
              <p>
                {t('wallet.payout.noteSalary', {
                  days: fact(WITHDRAWAL_NOTE.salaryWithdrawalDays),
                  hours: fact(WITHDRAWAL_NOTE.salaryWithdrawalHours),
                })}
              </p>
            </div>
            <Button type="submit" block loading={props.submitting}>
              {t('wallet.payout.submit')}
            </Button>
          </form>
        </LoadState>
      )}
    </section>
  )
}
