import type { ProInvestment, ProTotals } from '@mandi/api-client'
import { paise, rupees } from '@mandi/domain'

/** Fixture data of the BIT Pro views' stories and tests, with the server's terms (CONTRACT.md). */
export const TOTALS: ProTotals = {
  amount: rupees(10_000),
  profit: paise(72_000),
  transferable: paise(36_000),
  rate: 1.2,
  days: 30,
  penaltyRate: 10,
}

/** pro/total of a server without the extensions: the totals only. */
export const LEGACY_TOTALS: ProTotals = { amount: rupees(10_000), profit: paise(72_000) }

/** Five days in: ₹600 earned, ₹240 of it transferred. */
export const ACTIVE_INVESTMENT: ProInvestment = {
  id: 7,
  amount: rupees(10_000),
  profit: paise(60_000),
  status: 0,
  createdAt: '2026-11-17 12:00:00',
  transferable: paise(36_000),
  rate: 1.2,
  days: 30,
  endsAt: '2026-12-17 12:00:00',
  penalty: rupees(1000),
  stoppedAt: null,
}

/** Active with everything earned so far already transferred. */
export const ACTIVE_ALL_TRANSFERRED: ProInvestment = { ...ACTIVE_INVESTMENT, transferable: paise(0) }

/** Stopped by an early principal transfer two days in; its profit is still to transfer. */
export const STOPPED_INVESTMENT: ProInvestment = {
  id: 6,
  amount: rupees(6000),
  profit: paise(14_400),
  status: 1,
  createdAt: '2026-11-02 08:15:00',
  transferable: paise(14_400),
  rate: 1.2,
  days: 30,
  endsAt: '2026-12-02 08:15:00',
  penalty: paise(0),
  stoppedAt: '2026-11-04 08:15:00',
}

/** Past its term: the back office returned the principal and the profit not yet transferred. */
export const ENDED_INVESTMENT: ProInvestment = {
  id: 5,
  amount: rupees(20_000),
  profit: rupees(7200),
  status: 2,
  createdAt: '2026-10-10 09:00:00',
  transferable: paise(0),
  rate: 1.2,
  days: 30,
  endsAt: '2026-11-09 09:00:00',
  penalty: paise(0),
  stoppedAt: '2026-11-09 09:00:00',
}

/** An investment from a server without the extensions: §3's fields only. */
export const LEGACY_INVESTMENT: ProInvestment = {
  id: 4,
  amount: rupees(10_000),
  profit: paise(60_000),
  status: 0,
  createdAt: '2026-11-17 12:00:00',
}

export const INVESTMENTS: readonly ProInvestment[] = [ACTIVE_INVESTMENT, STOPPED_INVESTMENT, ENDED_INVESTMENT]
