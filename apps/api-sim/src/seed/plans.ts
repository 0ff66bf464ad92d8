import type { Db } from '../db/open.ts'
import { createMiningOrder, payDueMiningIncome } from '../services/mining.ts'
import { createPro, endDueProTerms, transferPrincipal, transferProfit } from '../services/pro.ts'

const day = 86_400_000

/**
 * The rich demo's mining plans and BIT Pro investments, one at each stage, made through the API's own code and
 * finished by the back office's own jobs at `now` (the statement lines fall at their own moments):
 * - mining: a GPU Cluster bought 7 days ago (30 days, 7 days of income paid, still active) and a Starter Rig
 *   bought 12 days ago (7 days, finished 5 days ago with its cost back);
 * - BIT Pro: one active (some profit transferred, some still to transfer), one stopped by an early principal
 *   transfer (penalty kept), and one past its 30-day term (principal and the rest of its profit returned).
 */
export function seedPlans(db: Db, userId: number, now: number): void {
  createMiningOrder(db, { userId, miningId: 1, num: 1, now: now - 12 * day })
  createMiningOrder(db, { userId, miningId: 3, num: 1, now: now - 7 * day })

  const ended = createPro(db, userId, 2_000_000, now - 40 * day)
  transferProfit(db, userId, ended, now - 25 * day)
  const stopped = createPro(db, userId, 600_000, now - 20 * day)
  transferPrincipal(db, userId, stopped, now - 10 * day)
  const active = createPro(db, userId, 1_000_000, now - 5 * day)
  transferProfit(db, userId, active, now - 2 * day)

  payDueMiningIncome(db, now)
  endDueProTerms(db, now)
}
