import { formatRupees, type Paise } from '@mandi/domain'
import { BottomSheet, Button, QuantityStepper } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'

export interface PopupTotals {
  readonly total: Paise
  /** Buy: the §9 split of the payment. */
  readonly balanceUsed?: Paise
  readonly integralUsed?: Paise
  readonly shortfall?: Paise
  /** Sell: the §9 split of the proceeds. */
  readonly toBalance?: Paise
  readonly toIntegral?: Paise
}

export interface TradePopupState {
  readonly mode: 'buy' | 'sell'
  readonly quantity: number
  readonly max: number
  readonly price: Paise
  readonly balance: Paise
  readonly integral: Paise
  readonly totals: PopupTotals
  /** The buy or sell request is in flight. */
  readonly busy: boolean
}

export interface TradePopupProps {
  readonly title: string
  readonly popup: TradePopupState | null
  readonly onQuantityChange: (quantity: number) => void
  readonly onConfirm: () => void
  readonly onClose: () => void
}

/** The bottom popup of spec §2/§4: the quantity control and the totals, then confirm. */
export function TradePopup({ title, popup, onQuantityChange, onConfirm, onClose }: TradePopupProps) {
  const t = useT()
  const buy = popup?.mode !== 'sell'
  const row = (label: string, value: Paise | undefined) =>
    value === undefined ? null : (
      <div className="trade-popup__row">
        <dt>{label}</dt>
        <dd className="mk-amount">{formatRupees(value)}</dd>
      </div>
    )
  return (
    <BottomSheet
      open={popup !== null}
      title={buy ? t('market.popup.buyTitle', { title }) : t('market.popup.sellTitle', { title })}
      closeLabel={t('market.popup.close')}
      onClose={onClose}
    >
      {popup && (
        <div className="trade-popup">
          <QuantityStepper
            value={popup.quantity}
            max={popup.max}
            onChange={onQuantityChange}
            label={t('market.popup.quantity')}
            decreaseLabel={t('market.popup.decrease')}
            increaseLabel={t('market.popup.increase')}
            disabled={popup.busy}
          />
          <p className="trade-popup__max">{t('market.popup.max', { max: popup.max })}</p>
          <dl className="trade-popup__totals">
            {row(t('market.popup.unitPrice'), popup.price)}
            {buy && row(t('market.popup.balance'), popup.balance)}
            {buy && row(t('market.popup.integral'), popup.integral)}
            {row(t('market.popup.total'), popup.totals.total)}
            {row(t('market.popup.balanceUsed'), popup.totals.balanceUsed)}
            {row(t('market.popup.integralUsed'), popup.totals.integralUsed)}
            {popup.totals.shortfall ? row(t('market.popup.shortfall'), popup.totals.shortfall) : null}
            {row(t('market.popup.toBalance'), popup.totals.toBalance)}
            {row(t('market.popup.toIntegral'), popup.totals.toIntegral)}
          </dl>
          <Button block loading={popup.busy} onClick={onConfirm}>
            {buy ? t('market.popup.confirmBuy') : t('market.popup.confirmSell')}
          </Button>
        </div>
      )}
    </BottomSheet>
  )
}
