import type { Paise } from '@mandi/domain'
import { BottomSheet, Button, Form, Money, Notice, QuantityStepper } from '@mandi/ui-kit'
import { Link } from 'wouter'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'

export interface PopupTotals {
  readonly total: Paise
  /** Buy: the §9 split of the payment; balanceUsed + integralUsed + shortfall === total. */
  readonly balanceUsed?: Paise
  readonly integralUsed?: Paise
  readonly shortfall?: Paise
  /** Sell: the §9 split of the proceeds; toBalance + toIntegral === total. */
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
  /**
   * The buy or sell request is in flight: the popup is a busy ui-kit Form, so the quantity is read-only (still
   * readable, focus kept), its stepper buttons and Max are off, and Confirm spins.
   */
  readonly busy: boolean
  /**
   * The server refused the price shown (the price guard): nothing was charged or sold; `price` and `totals`
   * are already the new ones, and the popup says so before asking again.
   */
  readonly priceChange?: { readonly from: Paise; readonly to: Paise } | null
}

export interface TradePopupProps {
  readonly title: string
  readonly popup: TradePopupState | null
  readonly onQuantityChange: (quantity: number) => void
  /** The Max control: the §9 maximum (buy) or the whole position (sell). */
  readonly onMax: () => void
  readonly onConfirm: () => void
  readonly onClose: () => void
}

function Row({ label, value, tone }: { label: string; value: Paise | undefined; tone?: 'total' | 'short' }) {
  if (value === undefined) return null
  return (
    <div className={tone ? `trade-popup__row trade-popup__row--${tone}` : 'trade-popup__row'}>
      <dt>{label}</dt>
      <dd>
        <Money amount={value} />
      </dd>
    </div>
  )
}

/**
 * The bottom popup of spec §2/§4: the quantity control (opens at 1, with Max), then what pays for it: the
 * lines above Total add up to it exactly. A buy that balance and integral cannot cover shows the shortfall,
 * a link to /deposit, and no usable Confirm.
 */
export function TradePopup({ title, popup, onQuantityChange, onMax, onConfirm, onClose }: TradePopupProps) {
  const t = useT()
  const buy = popup?.mode !== 'sell'
  const shortfall = buy ? (popup?.totals.shortfall ?? 0) : 0
  return (
    <BottomSheet
      open={popup !== null}
      title={buy ? t('market.popup.buyTitle', { title }) : t('market.popup.sellTitle', { title })}
      closeLabel={t('market.popup.close')}
      onClose={onClose}
    >
      {popup && (
        // A Form for the one rule of forms in flight. No submit: Confirm is a plain button, so Enter in the
        // quantity field commits the number and never buys or sells.
        <Form className="trade-popup" busy={popup.busy}>
          {popup.priceChange && (
            <Notice className="trade-popup__changed" role="alert">
              <MoneySentence
                k={buy ? 'market.popup.priceChangedBuy' : 'market.popup.priceChangedSell'}
                amounts={popup.priceChange}
              />
            </Notice>
          )}
          <div className="trade-popup__quantity">
            <QuantityStepper
              value={popup.quantity}
              max={popup.max}
              onChange={onQuantityChange}
              label={t('market.popup.quantity')}
              decreaseLabel={t('market.popup.decrease')}
              increaseLabel={t('market.popup.increase')}
            />
            <Button
              variant="secondary"
              className="trade-popup__max-button"
              disabled={popup.busy || popup.quantity >= popup.max}
              onClick={onMax}
            >
              {t('market.popup.maxButton')}
            </Button>
          </div>
          {/* §9's maximum is at least 1 even when 1 cannot be paid: 'Up to 1' would then promise a purchase. */}
          {shortfall === 0 && <p className="trade-popup__max">{t('market.popup.max', { max: popup.max })}</p>}
          <dl className="trade-popup__facts">
            <Row label={t('market.popup.unitPrice')} value={popup.price} />
            {buy && <Row label={t('market.popup.balance')} value={popup.balance} />}
            {buy && <Row label={t('market.popup.integral')} value={popup.integral} />}
          </dl>
          <dl className="trade-popup__totals">
            <Row label={t('market.popup.balanceUsed')} value={popup.totals.balanceUsed} />
            <Row label={t('market.popup.integralUsed')} value={popup.totals.integralUsed} />
            {shortfall > 0 && (
              <Row label={t('market.popup.shortfall')} value={popup.totals.shortfall} tone="short" />
            )}
            <Row label={t('market.popup.toBalance')} value={popup.totals.toBalance} />
            <Row label={t('market.popup.toIntegral')} value={popup.totals.toIntegral} />
            <Row label={t('market.popup.total')} value={popup.totals.total} tone="total" />
          </dl>
          {shortfall > 0 && (
            <div className="trade-popup__short" role="status">
              {/* The amount itself is the "Not covered" line above. */}
              <p>{t('market.popup.shortText')}</p>
              <Link to="/deposit" className="trade-popup__deposit">
                {t('market.popup.addMoney')}
              </Link>
            </div>
          )}
          <Button block loading={popup.busy} disabled={shortfall > 0} onClick={onConfirm}>
            {buy ? t('market.popup.confirmBuy') : t('market.popup.confirmSell')}
          </Button>
        </Form>
      )}
    </BottomSheet>
  )
}
