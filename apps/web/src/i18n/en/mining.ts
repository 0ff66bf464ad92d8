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
  },
} as const
