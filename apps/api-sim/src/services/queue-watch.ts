import { KYC_WAITING_STATUS } from '@mandi/domain'
import type { Db } from '../db/open.ts'
import type { MoneyQueue, Sim } from '../sim.ts'

/**
 * A digest of what waits in each money queue: how many items, which ones and their latest arrival. Items come
 * from the user's routes (payout/create, pay/reference, user/verification) and leave through a desk or an
 * operator; comparing digests each back-office round finds every change without touching those routes.
 * Each query reads an index (withdrawals_open, deposits_checking, users_kyc).
 */
function digests(db: Db): Record<MoneyQueue, string> {
  const row = (sql: string, ...args: unknown[]) =>
    JSON.stringify(Object.values(db.prepare(sql).get(...args) ?? {}))
  return {
    withdrawals: row('SELECT COUNT(*), TOTAL(id), MAX(id) FROM withdrawals WHERE status IN (0, 1, 4)'),
    transfers: row(
      "SELECT COUNT(*), TOTAL(id), MAX(utr_at) FROM deposits WHERE stage = 'checking' AND status = 0",
    ),
    pans: row(
      `SELECT COUNT(*), TOTAL(u.id), MAX(v.created_at) FROM users u JOIN verifications v ON v.user_id = u.id
       WHERE u.kyc_status = ?`,
      KYC_WAITING_STATUS,
    ),
  }
}

const last = new WeakMap<Sim, Record<MoneyQueue, string>>()

/**
 * Pushes `queue` to the finance consoles for each money queue whose digest changed since the last call; the
 * first call only takes note. Returns how many queues changed.
 */
export function announceQueueChanges(sim: Sim): number {
  const now = digests(sim.db)
  const before = last.get(sim)
  last.set(sim, now)
  if (!before) return 0
  let changed = 0
  for (const queue of Object.keys(now) as MoneyQueue[]) {
    if (now[queue] === before[queue]) continue
    changed++
    sim.ops.queueChanged(queue)
  }
  return changed
}
