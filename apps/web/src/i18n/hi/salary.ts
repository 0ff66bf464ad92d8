import type { salary as en } from '../en/salary.ts'
import type { Translation } from '../translation.ts'

export const salary: Translation<typeof en> = {
  title: 'Vetan',
  tabs: 'Vetan itihaas',
  tab: {
    create: 'Create',
    payout: 'Payout',
  },
  amount: 'Rashi',
  time: 'Samay',
  reference: 'Sandarbh',
  emptyCreate: 'Abhi koi vetan entry nahin',
  emptyPayout: 'Abhi koi vetan nikaasi nahin',
  status: {
    unpaid: 'Unpaid',
    created: 'Created',
    pending: 'Bank mein pending',
    refund: 'Refund',
    success: 'Safal',
  },
}
