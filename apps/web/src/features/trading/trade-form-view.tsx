import { formatRupees, type Paise, TRADE_DIRECTION, type TradeDirection } from '@mandi/domain'
import { AmountInput, Button } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { ErrorBlock, LoadingBlock } from './load-states.tsx'
import './trade-form.css'

export type TradeFormStatus = 'loading' | 'error' | 'ready'

export interface TradeFormViewProps {
  readonly status: TradeFormStatus
  /** The user's balance (user/info), shown under the field; null until it is known. */
  readonly balance: Paise | null
  /** Whole rupees as typed; prefilled with balance × rate % (spec §9). */
  readonly amount: string
  /** The §5 message of the amount field ('Invalid Amount'), or null. */
  readonly error: string | null
  /** The direction being placed, or null; both buttons are blocked meanwhile (one tap, one order). */
  readonly submitting: TradeDirection | null
  readonly onAmountChange: (value: string) => void
  readonly onSubmit: (path: TradeDirection) => void
  readonly onRetry: () => void
}

/** The CALL/PUT trade form under the chart (spec §2, §4: the duration is shown as 1 minute). */
export function TradeFormView(props: TradeFormViewProps) {
  const t = useT()
  const busy = props.submitting !== null
  return (
    <section className="trade-form" aria-labelledby="trade-form-title">
      <h2 id="trade-form-title" className="trade-form__title">
        {t('trading.form.title')}
      </h2>
      {props.status === 'loading' && <LoadingBlock label={t('trading.form.loading')} lines={3} />}
      {props.status === 'error' && (
        <ErrorBlock message={t('trading.form.loadFailed')} onRetry={props.onRetry} />
      )}
      {props.status === 'ready' && (
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
            disabled={busy}
          />
          <dl className="trade-form__facts">
            <div>
              <dt>{t('trading.form.balance')}</dt>
              <dd>{props.balance === null ? '—' : formatRupees(props.balance)}</dd>
            </div>
            <div>
              <dt>{t('trading.form.duration')}</dt>
              <dd>{t('trading.form.durationValue')}</dd>
            </div>
          </dl>
          <div className="trade-form__actions">
            <Button
              className="trade-form__call"
              block
              loading={props.submitting === TRADE_DIRECTION.call}
              disabled={busy && props.submitting !== TRADE_DIRECTION.call}
              aria-describedby="trade-form-call-hint"
              onClick={() => props.onSubmit(TRADE_DIRECTION.call)}
            >
              {t('trading.form.call')}
            </Button>
            <Button
              className="trade-form__put"
              variant="danger"
              block
              loading={props.submitting === TRADE_DIRECTION.put}
              disabled={busy && props.submitting !== TRADE_DIRECTION.put}
              aria-describedby="trade-form-put-hint"
              onClick={() => props.onSubmit(TRADE_DIRECTION.put)}
            >
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
      )}
    </section>
  )
}
