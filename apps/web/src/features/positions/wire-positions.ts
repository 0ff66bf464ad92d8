import { wirePosition } from '@mandi/api-client/test-support'

/**
 * Test data of the /position screen tests: a position of 4 "Tea <id>" bought at ₹100.00 (₹300 of balance and
 * ₹100 of points); a closed one (status 2) was sold at ₹110.00 for ₹40.00 profit. `price` is the product's
 * price now (what Sell offers).
 */
export const teaPosition = (id: number, status: 1 | 2, price = '105.00') =>
  wirePosition({
    id,
    product_id: 5,
    status,
    quantity: 4,
    buy_price: '100.00',
    sell_price: status === 2 ? '110.00' : null,
    profit: status === 2 ? '40.00' : null,
    balance_used: '300.00',
    integral_used: '100.00',
    product: { id: 5, title: `Tea ${id}`, image: '/img/t.svg', price },
  })
