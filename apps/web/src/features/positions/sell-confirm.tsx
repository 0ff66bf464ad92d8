import { multiplyPaise, type Paise } from '@mandi/domain'
import { AlertDialog, Notice } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import { MoneySentence } from '../../i18n/money-sentence.tsx'
import type { PositionItem } from './position-item.ts'

export interface SellConfirmProps {
  /** The position the user asked to sell; null keeps the dialog closed. */
  readonly item: PositionItem | null
  /** The unit price the sale is confirmed at and sent with (`sell_price`): the item's, or the server's newer one. */
  readonly price?: Paise | null
  /** The server refused the price shown before (the price guard): nothing was sold, asked again at `price`. */
  readonly priceChange?: { readonly from: Paise; readonly to: Paise } | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * Quick Sell sells a whole position at once, so it asks first: what, how many, the unit price and the amount.
 * The sale goes with that price, so the server makes it at that price or not at all; when the price has moved
 * the dialog comes back at the new one, says so, and asks again.
 */
export function SellConfirm({ item, price, priceChange, onConfirm, onCancel }: SellConfirmProps) {
  const t = useT()
  const unit = price ?? item?.currentPrice ?? null
  const message =
    item && unit !== null ? (
      <>
        {priceChange && (
          <Notice inline className="positions__sell-changed">
            <MoneySentence k="market.popup.priceChangedSell" amounts={priceChange} />
          </Notice>
        )}
        <MoneySentence
          k="positions.confirmBody"
          amounts={{ price: unit, amount: multiplyPaise(unit, item.quantity) }}
          params={{ count: item.quantity, title: item.title }}
        />
      </>
    ) : (
      ''
    )
  return (
    <AlertDialog
      open={item !== null}
      title={t('positions.confirmTitle')}
      message={message}
      confirmLabel={t('positions.sell')}
      cancelLabel={t('shell.common.cancel')}
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  )
}
