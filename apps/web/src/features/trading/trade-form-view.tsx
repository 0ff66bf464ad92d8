import {
  type Paise,
  paiseToRupees,
  TRADE_DIRECTION,
  TRADE_MIN_AMOUNT,
  TRADE_QUICK_AMOUNTS,
  type TradeDirection,
  tradeAmount,
} from '@mandi/domain'
import { AmountInput, Button, Money } from '@mandi/ui-kit'
import { TrendingDown, TrendingUp } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import { ErrorBlock, LoadingBlock } from '../../layout/load-states.tsx'
import { returnsOf } from './trade-returns.ts'
import './trade-form.css'

export type TradeFormStatus = 'loading' | 'error' | 'ready'

export interface TradeFormViewProps {
  readonly status: TradeFormStatus
  /** The user's balance (user/info), shown under the field; null until it is known. */
  readonly balance: Paise | null
  /** trade/rate: the percent a right trade pays on top of the amount; null until it is known. */
  readonly ratePercent: number | string | null
  /** Whole rupees as typed; starts empty (no prefill). */
  readonly amount: string
  /** The §5 message of the amount field ('Invalid Amount'), or null. */
  readonly error: string | null
  /** The result of the last order placed here (TradeResultView), shown above the field; null before any. */
  readonly result?: ReactNode
  /** The confirmation sheet (TradeConfirmSheet); null when closed. */
  readonly confirm?: ReactNode
  readonly onAmountChange: (value: string) => void
  readonly onPick: (amount: Paise) => void
  /** CALL or PUT: opens the confirmation. */
  readonly onSubmit: (path: TradeDirection) => void
  readonly onRetry: () => void
}

/**
 * The CALL/PUT trade form under the chart (spec §2, §4: 1 minute): the rate and what the typed amount gets
 * back if right or wrong, the ₹100 minimum, quick amounts (those over the balance disabled), no prefill.
 */
export function TradeFormView(props: TradeFormViewProps) {
  const t = useT()
  return (
    <section className="trade-form" aria-labelledby="trade-form-title">
      <h2 id="trade-form-title" className="trade-form__title">
        {t('trading.form.title')}
      </h2>
      {props.result}
      {props.status === 'loading' && <LoadingBlock label={t('trading.form.loading')} lines={3} />}
      {props.status === 'error' && (
        <ErrorBlock message={t('trading.form.loadFailed')} onRetry={props.onRetry} />
      )}
      {props.status === 'ready' && <ReadyForm {...props} />}
      {props.confirm}
    </section>
  )
}

function ReadyForm(props: TradeFormViewProps) {
  const t = useT()
  const over = (amount: Paise) => props.balance !== null && amount > props.balance
  const anyOver = TRADE_QUICK_AMOUNTS.some(over)
  const typed = tradeAmount(props.amount)
  const returns = typed === null ? null : returnsOf(typed, props.ratePercent)
  // The typed amount is more than the balance, or the balance is below the minimum: say so before a tap,
  // with the way to add money, instead of letting the server refuse the order.
  const short =
    props.balance !== null && (typed !== null ? typed > props.balance : props.balance < TRADE_MIN_AMOUNT)
  const rate = props.ratePercent === null ? '—' : t('trading.form.rateValue', { rate: props.ratePercent })
  return (
    <form
      className="trade-form__body"
      noValidate
      onSubmit={(event) => {
        // Enter in the field places nothing: the direction has to be chosen with a button.
        event.preventDefault()
      }}
    >
      <AmountInput
        label={t('trading.form.amount')}
        value={props.amount}
        onChange={props.onAmountChange}
        maxLength={12}
        error={props.error}
        // Whole rupees in a hint under the "Amount (₹)" label: "at least 100", like the digits typed.
        hint={t('trading.form.minimum', { amount: paiseToRupees(TRADE_MIN_AMOUNT) })}
        quickAmounts={TRADE_QUICK_AMOUNTS}
        quickAmountsLabel={t('trading.form.quick')}
        // Four small amounts fit in full ("₹5,000.00"), read alike side by side.
        quickAmountFormat="full"
        onQuickAmount={props.onPick}
        isQuickAmountDisabled={over}
        disabledQuickAmountsDescription="trade-form-over"
      />
      {anyOver && (
        <p id="trade-form-over" className="trade-form__note">
          {t('trading.form.overBalance')}
        </p>
      )}
      {short && props.balance !== null && (
        <div className="trade-form__short">
          <p id="trade-form-short" className="trade-form__short-text">
            {typed !== null && typed > props.balance ? (
              <MoneySentence k="trading.form.shortTyped" amount={props.balance} />
            ) : (
              <MoneySentence k="trading.form.shortMinimum" amount={TRADE_MIN_AMOUNT} />
            )}
          </p>
          <Link to="/deposit" className="trade-form__add-money">
            {t('trading.form.addMoney')}
          </Link>
        </div>
      )}
      <dl className="trade-form__facts">
        <div>
          <dt>{t('trading.form.balance')}</dt>
          <dd>{props.balance === null ? '—' : <Money amount={props.balance} />}</dd>
        </div>
        <div>
          <dt>{t('trading.form.duration')}</dt>
          <dd>{t('trading.form.durationValue')}</dd>
        </div>
        <div>
          <dt>{t('trading.form.rate')}</dt>
          <dd>{rate}</dd>
        </div>
      </dl>
      <dl className="trade-form__facts trade-form__returns">
        <div>
          <dt>{t('trading.form.ifRight')}</dt>
          <dd>{returns ? <Money amount={returns.ifRight} tone="gain" /> : t('trading.form.returnsEmpty')}</dd>
        </div>
        <div>
          <dt>{t('trading.form.ifWrong')}</dt>
          <dd>{returns ? <Money amount={returns.ifWrong} /> : t('trading.form.returnsEmpty')}</dd>
        </div>
      </dl>
      {props.ratePercent !== null && (
        <p className="trade-form__note">{t('trading.form.rule', { rate: props.ratePercent })}</p>
      )}
      <div className="trade-form__actions">
        <Button
          className="trade-form__call"
          block
          aria-describedby="trade-form-call-hint"
          disabled={short}
          onClick={() => props.onSubmit(TRADE_DIRECTION.call)}
        >
          <TrendingUp size={20} aria-hidden="true" />
          {t('trading.form.call')}
        </Button>
        <Button
          className="trade-form__put"
          variant="danger"
          block
          aria-describedby="trade-form-put-hint"
          disabled={short}
          onClick={() => props.onSubmit(TRADE_DIRECTION.put)}
        >
          <TrendingDown size={20} aria-hidden="true" />
          {t('trading.form.put')}
        </Button>
        <span id="trade-form-call-hint" className="trade-form__hint">
          {t('trading.form.callHint')}
        </span>
        <span id="trade-form-put-hint" className="trade-form__hint">
          {t('trading.form.putHint')}
        </span>
      </div>
    </form>
  )
}
