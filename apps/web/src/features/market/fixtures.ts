import { paise, rupees } from '@mandi/domain'
import type { ProductItem } from '../../products/product-item.ts'
import type { ProductDetail } from './product-trade-view.tsx'
import type { TradePopupState } from './trade-popup.tsx'

/**
 * A picture like the sim's: a line illustration of the kind of product (a basket) on a tinted square, with no
 * text in it; the screens name the product themselves.
 */
export function illustration(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 24 24"><rect width="24" height="24" fill="hsl(${hue} 70% 92%)"/><g fill="none" stroke="hsl(${hue} 60% 30%)" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round" transform="translate(4 4) scale(.667)"><path d="m15 11-1 9"/><path d="m19 11-4-7"/><path d="M2 11h20"/><path d="m3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4"/><path d="M4.5 15.5h15"/><path d="m5 11 4-7"/><path d="m9 11 1 9"/></g></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Fixture products for the home and marketplace stories and view tests. */
export const PRODUCTS: readonly ProductItem[] = [
  { id: 1, title: 'Basmati Rice 5 kg', price: rupees(650), sold: 1204, image: illustration(40) },
  { id: 2, title: 'Alphonso Mangoes 1 dozen', price: rupees(899), sold: 342, image: illustration(140) },
  { id: 3, title: 'Cotton Kurta', price: rupees(1299), sold: 87, image: illustration(280) },
  { id: 4, title: 'Bluetooth Earbuds', price: rupees(2499), sold: 56, image: illustration(230) },
  { id: 5, title: 'Toor Dal 1 kg', price: rupees(165), sold: 2210, image: illustration(40) },
  { id: 6, title: 'Aloe Vera Gel', price: rupees(249), sold: 410, image: illustration(330) },
]

/** A product of the trading screen, with a price history that goes up, down and flat. */
export const PRODUCT_DETAIL: ProductDetail = {
  id: 1,
  title: 'Basmati Rice 5 kg',
  price: rupees(650),
  sold: 1204,
  image: illustration(40),
  description: 'Aged long-grain basmati from Punjab.\nPacked in a resealable bag.',
  history: [
    { createdAt: '2026-11-18 10:00:00', price: rupees(640) },
    { createdAt: '2026-11-19 10:00:00', price: rupees(655) },
    { createdAt: '2026-11-20 10:00:00', price: rupees(648) },
    { createdAt: '2026-11-21 10:00:00', price: rupees(648) },
    { createdAt: '2026-11-22 10:00:00', price: rupees(650) },
  ],
}

/**
 * The buy popup as it opens: quantity 1 of up to 3 (₹1,500.00 balance and ₹500.00 integral at ₹650): the
 * balance pays all of it.
 */
export const BUY_POPUP_OPENED: TradePopupState = {
  mode: 'buy',
  quantity: 1,
  max: 3,
  price: rupees(650),
  balance: rupees(1500),
  integral: rupees(500),
  totals: { total: rupees(650), balanceUsed: rupees(650), integralUsed: rupees(0), shortfall: rupees(0) },
  busy: false,
}

/** After Max: buying 3 at ₹650 with ₹1,500.00 balance and ₹500.00 integral: balance first, integral the rest. */
export const BUY_POPUP: TradePopupState = {
  mode: 'buy',
  quantity: 3,
  max: 3,
  price: rupees(650),
  balance: rupees(1500),
  integral: rupees(500),
  totals: { total: rupees(1950), balanceUsed: rupees(1500), integralUsed: rupees(450), shortfall: rupees(0) },
  busy: false,
}

/** No money: ₹40.50 balance and ₹30 integral for one at ₹650; ₹579.50 is not covered. */
export const BUY_POPUP_SHORT: TradePopupState = {
  mode: 'buy',
  quantity: 1,
  max: 1,
  price: rupees(650),
  balance: paise(4050),
  integral: rupees(30),
  totals: { total: rupees(650), balanceUsed: paise(4050), integralUsed: rupees(30), shortfall: paise(57950) },
  busy: false,
}

/** A balance with paise and a price with paise: integral pays whole rupees, the balance line gives back the rest. */
export const BUY_POPUP_ROUNDED: TradePopupState = {
  mode: 'buy',
  quantity: 2,
  max: 4,
  price: paise(62025),
  balance: paise(10030),
  integral: rupees(2500),
  totals: {
    total: paise(124050),
    balanceUsed: paise(9950),
    integralUsed: rupees(1141),
    shortfall: rupees(0),
  },
  busy: false,
}

export const SELL_POPUP: TradePopupState = {
  mode: 'sell',
  quantity: 2,
  max: 2,
  price: rupees(650),
  balance: rupees(0),
  integral: rupees(0),
  totals: { total: rupees(1300), toBalance: rupees(1000), toIntegral: rupees(300) },
  busy: false,
}

/**
 * The price guard refused ₹650 (the price stepped at the hour): the popup shows ₹662.40, the new total and
 * split, and asks again. Nothing was charged.
 */
export const BUY_POPUP_PRICE_CHANGED: TradePopupState = {
  mode: 'buy',
  quantity: 2,
  max: 3,
  price: paise(66240),
  balance: rupees(1500),
  integral: rupees(500),
  totals: { total: paise(132480), balanceUsed: paise(132480), integralUsed: rupees(0), shortfall: rupees(0) },
  busy: false,
  priceChange: { from: rupees(650), to: paise(66240) },
}

/** The same for a sale: ₹650 became ₹641.10; nothing was sold; the new proceeds split as bought. */
export const SELL_POPUP_PRICE_CHANGED: TradePopupState = {
  mode: 'sell',
  quantity: 2,
  max: 2,
  price: paise(64110),
  balance: rupees(0),
  integral: rupees(0),
  totals: { total: paise(128220), toBalance: paise(98630), toIntegral: paise(29590) },
  busy: false,
  priceChange: { from: rupees(650), to: paise(64110) },
}
