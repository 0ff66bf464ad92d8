import type { Translate } from '../../i18n/i18n.tsx'
import { settleTimeOf } from './trade-time.ts'

/**
 * What an open order (status 0) says instead of a profit of ₹0.00: when it settles, in India time
 * ("Open, settles at 2:06:10 pm"), or that it settles a minute after placing when its time is unreadable.
 * /recods, /detail and the trade list of /position all say it the same way.
 */
export function openTradeText(t: Translate, createdAt: string, intlLocale = 'en-IN'): string {
  const time = settleTimeOf(createdAt, intlLocale)
  return time === null ? t('trading.records.openNoTime') : t('trading.records.open', { time })
}
