import type { ProInvestment, ProTotals } from '@mandi/api-client'
import { paise, rupees } from '@mandi/domain'

/** Fixture data of the BIT Pro views' stories and tests. */
export const TOTALS: ProTotals = { amount: rupees(10_000), profit: paise(72_000) }

export const ACTIVE_INVESTMENT: ProInvestment = {
  id: 7,
  amount: rupees(10_000),
  profit: paise(60_000),
  status: 0,
  createdAt: '2026-11-17 12:00:00',
}

export const STOPPED_INVESTMENT: ProInvestment = {
  id: 6,
  amount: rupees(6000),
  profit: paise(12_000),
  status: 1,
  createdAt: '2026-11-02 08:15:00',
}

export const INVESTMENTS: readonly ProInvestment[] = [ACTIVE_INVESTMENT, STOPPED_INVESTMENT]
