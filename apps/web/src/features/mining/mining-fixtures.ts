import type { MiningOrder, MiningProduct } from '@mandi/api-client'
import { rupees } from '@mandi/domain'

/** Fixture data of the mining order view's stories and tests: 1.5 % a day over 30 days shows 145%. */
export const PLAN: MiningProduct = {
  id: 3,
  title: 'Solar Rig S3',
  countDays: 30,
  incomeRate: 1.5,
  price: rupees(6000),
}

export const BALANCE = rupees(25_000)

/** My plans: 2 × Starter Rig (₹600, 1.5 % a day, 7 days), 3 days paid of 7. */
export const ACTIVE_PLAN: MiningOrder = {
  id: 12,
  miningId: 1,
  title: 'Starter Rig',
  num: 2,
  price: rupees(600),
  amount: rupees(1200),
  countDays: 7,
  incomeRate: 1.5,
  status: 0,
  createdAt: '2026-11-15 10:20:00',
  endsAt: '2026-11-22 10:20:00',
  daysPaid: 3,
  earned: rupees(54),
  nextCreditAt: '2026-11-19 10:20:00',
}

/** The same plan on its last day: the next credit brings the cost back too. */
export const LAST_DAY_PLAN: MiningOrder = {
  ...ACTIVE_PLAN,
  id: 13,
  daysPaid: 6,
  earned: rupees(108),
  nextCreditAt: '2026-11-22 10:20:00',
}

/** GPU Cluster (₹6,000, 2 % a day, 30 days), finished: ₹3,600 income and the ₹6,000 back. */
export const FINISHED_PLAN: MiningOrder = {
  id: 9,
  miningId: 3,
  title: 'GPU Cluster',
  num: 1,
  price: rupees(6000),
  amount: rupees(6000),
  countDays: 30,
  incomeRate: 2,
  status: 1,
  createdAt: '2026-10-01 09:00:00',
  endsAt: '2026-10-31 09:00:00',
  daysPaid: 30,
  earned: rupees(3600),
  nextCreditAt: null,
}

export const MY_PLANS: readonly MiningOrder[] = [ACTIVE_PLAN, FINISHED_PLAN]
