import type { TradeOrder } from '@mandi/api-client'
import { paise, rupees } from '@mandi/domain'
import type { PlacedTrade, SettledTrade } from '@mandi/state-machines'
import type { Pair } from '../../links/pair.ts'

/** Fixture data of the trading views' stories and tests. */
export const BTC: Pair = { code: 'btcusdt', name: 'Bitcoin', title: 'BTC/USDT' }

export const PROCESSING_ORDER: TradeOrder = {
  id: 41,
  title: 'BTC/USDT',
  path: 1,
  amount: rupees(250),
  status: 0,
  profitAmount: paise(0),
  openPrice: 65123.45,
  closePrice: null,
  createdAt: '2026-11-22 14:05:10',
}

export const PROFIT_ORDER: TradeOrder = {
  id: 40,
  title: 'BTC/USDT',
  path: 0,
  amount: rupees(500),
  status: 1,
  profitAmount: rupees(75),
  openPrice: 65010.1,
  closePrice: 65099.9,
  createdAt: '2026-11-19 10:00:00',
}

/** A loss whose server record still carries a profit figure: the views must show 0 (spec §4). */
export const LOSS_ORDER: TradeOrder = {
  id: 39,
  title: 'BTC/USDT',
  path: 1,
  amount: rupees(1000),
  status: 2,
  profitAmount: rupees(150),
  openPrice: 64000,
  closePrice: 64100.5,
  createdAt: '2026-11-18 09:30:00',
}

export const ORDERS: readonly TradeOrder[] = [PROCESSING_ORDER, PROFIT_ORDER, LOSS_ORDER]

/** The order just placed on /kline, as trade/create answered it (with the extension's data). */
export const PLACED_CALL: PlacedTrade = {
  info: 'Order placed',
  id: 42,
  openPrice: 65_123.45,
  rate: 15,
  createdAt: '2026-11-22 14:05:10',
  settlesAt: '2026-11-22 14:06:10',
  serial: 1,
  direction: 'call',
  amount: rupees(100),
  ratePercent: 15,
  deadline: Date.UTC(2026, 10, 22, 8, 36, 10),
}

/** The same order settled right: ₹15.00 profit, ₹115.00 paid back. */
export const SETTLED_RIGHT: SettledTrade = { status: 1, profitAmount: rupees(15), closePrice: 65_140.2 }

/** Settled wrong: nothing back. */
export const SETTLED_WRONG: SettledTrade = { status: 2, profitAmount: paise(0), closePrice: 65_100 }
