/** Salary history /salary (spec §2): the salary entries (Create) and salary withdrawals (Payout) tabs. */
export const salary = {
  title: 'Salary',
  tabs: 'Salary history',
  tab: {
    create: 'Salary entries',
    payout: 'Withdrawals',
  },
  createList: 'Salary entries',
  payoutList: 'Salary withdrawals',
  reference: 'Reference {{order}}',
  emptyCreate: 'No salary entries yet',
  emptyCreateHint:
    'Salary is credited to your salary balance by the platform; nothing in the app adds it. Each credit is listed here. Customer service can tell you how salary is given.',
  emptyCreateAction: 'Contact customer service',
  emptyPayout: 'No salary withdrawals yet',
  emptyPayoutHint: 'Withdrawals from your salary balance to your bank account are listed here.',
  emptyPayoutAction: 'Withdraw salary',
  status: {
    unpaid: 'Unpaid',
    created: 'Created',
    pending: 'Pending in bank',
    refund: 'Refund',
    success: 'Success',
  },
} as const
