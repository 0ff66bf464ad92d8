import type { TradeOrder } from '@mandi/api-client'
import { paise, rupees } from '@mandi/domain'
import type { PositionItem } from './position-item.ts'

/** Fixtures of the /position stories and view tests. */
export const ACTIVE_POSITIONS: readonly PositionItem[] = [
  {
    id: 11,
    productId: 1,
    title: 'Basmati Rice 5 kg',
    image: '',
    quantity: 3,
    buyPrice: rupees(650),
    currentPrice: rupees(672),
    sellPrice: null,
    profit: null,
    balanceUsed: rupees(1500),
    integralUsed: rupees(450),
    createdAt: '2026-11-20 10:15:00',
  },
  {
    id: 12,
    productId: 4,
    title: 'Bluetooth Earbuds',
    image: '',
    quantity: 1,
    buyPrice: rupees(2499),
    currentPrice: rupees(2410),
    sellPrice: null,
    profit: null,
    balanceUsed: rupees(2499),
    integralUsed: rupees(0),
    createdAt: '2026-11-21 18:02:11',
  },
]

export const CLOSED_POSITIONS: readonly PositionItem[] = [
  {
    id: 9,
    productId: 2,
    title: 'Alphonso Mangoes 1 dozen',
    image: '',
    quantity: 2,
    buyPrice: rupees(899),
    currentPrice: rupees(905),
    sellPrice: paise(93_050),
    profit: paise(6_300),
    balanceUsed: rupees(1798),
    integralUsed: rupees(0),
    createdAt: '2026-11-18 09:40:00',
  },
]

export const TRADE_ORDERS: readonly TradeOrder[] = [
  {
    id: 301,
    title: 'BTC/USDT',
    path: 0,
    amount: rupees(600),
    status: 1,
    profitAmount: rupees(60),
    openPrice: 67_120.5,
    closePrice: 67_190.25,
    createdAt: '2026-11-21 12:00:00',
  },
  {
    id: 302,
    title: 'ETH/USDT',
    path: 1,
    amount: rupees(1000),
    status: 2,
    profitAmount: rupees(100),
    openPrice: 3_410.2,
    closePrice: 3_420.9,
    createdAt: '2026-11-21 12:05:00',
  },
]

export const OPEN_TRADE_ORDERS: readonly TradeOrder[] = [
  {
    id: 303,
    title: 'BTC/USDT',
    path: 1,
    amount: rupees(800),
    status: 0,
    profitAmount: rupees(0),
    openPrice: 67_200,
    closePrice: null,
    createdAt: '2026-11-22 09:00:00',
  },
]
