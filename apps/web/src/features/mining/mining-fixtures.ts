import type { MiningProduct } from '@mandi/api-client'
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
