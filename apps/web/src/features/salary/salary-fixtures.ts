import type { SalaryLog, WithdrawalRecord } from '@mandi/api-client'
import { rupees } from '@mandi/domain'

/** Fixture data of the salary view's stories and tests. */
export const SALARY_LOGS: readonly SalaryLog[] = [
  { status: 0, amount: rupees(1500), createdAt: '2026-11-20 09:00:00' },
  { status: 1, amount: rupees(1200), createdAt: '2026-11-13 09:00:00' },
]

export const SALARY_WITHDRAWALS: readonly WithdrawalRecord[] = [
  { orderNumber: 'SW202611200001', status: 3, amount: rupees(1000), createdAt: '2026-11-20 07:30:00' },
  {
    orderNumber: 'SW202611180002',
    status: 2,
    amount: rupees(800),
    createdAt: '2026-11-18 08:10:00',
    fee: rupees(80),
    settledAt: '2026-11-18 08:40:00',
    reason: 'Refunded',
    reasonCode: 'bank_changed',
  },
  { orderNumber: 'SW202611150003', status: 0, amount: rupees(500), createdAt: '2026-11-15 07:05:00' },
]
