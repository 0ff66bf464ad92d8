import { maxLengthOf, type Paise } from '@mandi/domain'
import { AmountInput, Button, Skeleton } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { BackBar } from '../../layout/back-bar.tsx'
import { ChannelSheet, type ChannelSheetProps } from './channel-sheet.tsx'
import './wallet.css'

export interface DepositViewProps {
  /** True while pay/limit is loading (the grid shows skeletons). */
  readonly amountsLoading: boolean
  readonly amounts: readonly Paise[]
  /** Whole rupees as typed. */
  readonly amountText: string
  /** The §5 amount message (translated), shown at the field. */
  readonly amountError?: string
  readonly onAmountChange: (text: string) => void
  readonly onContinue: () => void
  readonly sheet: Omit<ChannelSheetProps, 'amountLabel' | 'amount'>
  readonly amountLabel: string
  /** The typed amount in paise (null when it is no amount), for the Pay button. */
  readonly amount?: Paise | null
}

/** /deposit (spec §2, §9): amount with the recommended amounts, Continue, then the channel popup. */
export function DepositView(props: DepositViewProps) {
  const t = useT()
  return (
    <section className="screen wallet">
      <BackBar
        title={t('wallet.deposit.title')}
        end={
          <Link to="/hist" className="wallet__bar-link">
            {t('wallet.deposit.records')}
          </Link>
        }
      />
      <form
        className="wallet__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          props.onContinue()
        }}
      >
        <AmountInput
          label={t('wallet.deposit.amount')}
          value={props.amountText}
          onChange={props.onAmountChange}
          maxLength={maxLengthOf('deposit.amountField')}
          quickAmounts={props.amountsLoading ? [] : props.amounts}
          quickAmountsLabel={t('wallet.deposit.amounts')}
          error={props.amountError}
        />
        {props.amountsLoading && <Skeleton lines={2} label={t('wallet.common.loading')} />}
        <Button type="submit" block>
          {t('wallet.deposit.continue')}
        </Button>
      </form>
      <ChannelSheet {...props.sheet} amountLabel={props.amountLabel} amount={props.amount ?? null} />
    </section>
  )
}
