/** Salary history /salary (spec §2): Create and Payout tabs. */
export const salary = {
  title: 'Salary',
  tabs: 'Salary history',
  tab: {
    create: 'Create',
    payout: 'Payout',
  },
  amount: 'Amount',
  time: 'Time',
  reference: 'Reference',
  emptyCreate: 'No salary entries yet',
  emptyPayout: 'No salary withdrawals yet',
  status: {
    unpaid: 'Unpaid',
    created: 'Created',
    pending: 'Pending in bank',
    refund: 'Refund',
    success: 'Success',
  },
} as const
