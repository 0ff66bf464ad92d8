import { type Paise, TRADE_DIRECTION, type TradeDirection } from '@mandi/domain'
import { BottomSheet, Button, Money, Notice } from '@mandi/ui-kit'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/i18n.tsx'
import { tradeDirectionKey } from './trade-labels.ts'
import { returnsFor } from './trade-returns.ts'
import './trade-form.css'

export interface TradeConfirmSheetProps {
  readonly direction: TradeDirection
  /** Whole rupees as typed (already checked). */
  readonly amount: string
  readonly amountPaise: Paise
  readonly ratePercent: number | string | null
  /** The order is being placed: Place is busy, a second tap does nothing. */
  readonly busy: boolean
  /**
   * The server refused the rate shown (the price guard): nothing was placed; `ratePercent` is already the new
   * one (so are the returns), and the sheet says so before asking again.
   */
  readonly rateChange?: { readonly from: number | string; readonly to: number | string } | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/** The last step before trade/create: direction, amount, rate, what comes back if right or wrong, 1 minute. */
export function TradeConfirmSheet(props: TradeConfirmSheetProps) {
  const t = useT()
  const direction = t(tradeDirectionKey(props.direction))
  const returns = returnsFor(props.amount, props.ratePercent)
  const call = props.direction === TRADE_DIRECTION.call
  return (
    <BottomSheet
      open
      title={t('trading.confirm.title')}
      closeLabel={t('trading.confirm.cancel')}
      onClose={() => {
        if (!props.busy) props.onCancel()
      }}
    >
      {props.rateChange && (
        <Notice className="trade-confirm__changed" role="alert">
          {t('trading.confirm.rateChanged', { from: props.rateChange.from, to: props.rateChange.to })}
        </Notice>
      )}
      <dl className="trade-confirm__list">
        <Row label={t('trading.confirm.direction')} value={direction} />
        <Row label={t('trading.confirm.amount')} value={<Money amount={props.amountPaise} />} />
        <Row
          label={t('trading.confirm.rate')}
          value={props.ratePercent === null ? '—' : t('trading.form.rateValue', { rate: props.ratePercent })}
        />
        <Row
          label={t('trading.confirm.ifRight')}
          value={returns ? <Money amount={returns.ifRight} tone="gain" /> : '—'}
        />
        <Row
          label={t('trading.confirm.ifWrong')}
          value={returns ? <Money amount={returns.ifWrong} /> : '—'}
        />
        <Row label={t('trading.confirm.expiry')} value={t('trading.confirm.expiryValue')} />
      </dl>
      <p className="trade-form__note">{t(call ? 'trading.confirm.callMeans' : 'trading.confirm.putMeans')}</p>
      <div className="trade-confirm__actions">
        <Button variant="secondary" block disabled={props.busy} onClick={props.onCancel}>
          {t('trading.confirm.cancel')}
        </Button>
        <Button
          className={call ? 'trade-form__call' : undefined}
          variant={call ? 'primary' : 'danger'}
          block
          loading={props.busy}
          onClick={props.onConfirm}
        >
          {t('trading.confirm.place', { direction })}
        </Button>
      </div>
    </BottomSheet>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="trade-confirm__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  )
}
