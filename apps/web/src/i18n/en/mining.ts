/** The mining order screen /buy (spec §2). */
export const mining = {
  order: {
    title: 'Mining plan',
    leaseDays: 'Lease days',
    leaseDaysValue: '{{days}} days',
    incomeRate: 'Income rate',
    price: 'Price',
    quantity: 'Quantity',
    balance: 'Available balance',
    total: 'Total',
    buy: 'Buy',
    invalidNum: 'Enter a quantity from 1 to 999',
    missingId: 'No mining plan chosen.',
    plans: 'See the mining plans on Home',
    priceChanged:
      'The price changed from {{from}} to {{to}}. Nothing was ordered or charged. Check the new total and tap Buy again.',
  },
} as const
