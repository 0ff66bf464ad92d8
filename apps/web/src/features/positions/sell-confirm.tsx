import { formatRupees, multiplyPaise } from '@mandi/domain'
import { AlertDialog } from '@mandi/ui-kit'
import { useT } from '../../i18n/i18n.tsx'
import type { PositionItem } from './position-item.ts'

export interface SellConfirmProps {
  /** The position the user asked to sell; null keeps the dialog closed. */
  readonly item: PositionItem | null
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * Quick Sell sells a whole position at once, so it asks first: what, how many, and the amount at the price
 * shown. The server prices the sale when it happens (§9: today's price), so the copy says the amount may differ.
 */
export function SellConfirm({ item, onConfirm, onCancel }: SellConfirmProps) {
  const t = useT()
  const message = item
    ? t('positions.confirmBody', {
        count: item.quantity,
        title: item.title,
        price: formatRupees(item.currentPrice),
        amount: formatRupees(multiplyPaise(item.currentPrice, item.quantity)),
      })
    : ''
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
