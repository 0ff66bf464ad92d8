import type { Db } from '../db/open.ts'

interface LedgerRow {
  readonly id: number
  readonly user_id: number
  readonly purse: string
  readonly amount: number
}

/**
 * The seed writes each user's history through the API's own code, one helper after another, each at its own
 * past moment, so the ledger's lines are not inserted in time order and the running balance each line holds
 * follows the insertion order: the statement (newest first by time) then showed balances that jump and a
 * newest line that differs from the purse. This restates every line's balance in time order (created_at, then
 * id, as the statement sorts), opening at the purse less every line's amount, so the newest line equals the
 * purse. It refuses a seed whose history would overdraw a purse at some moment.
 */
export function restateRunningBalances(db: Db): void {
  const rows = db
    .prepare('SELECT id, user_id, purse, amount FROM ledger ORDER BY user_id, purse, created_at, id')
    .all() as LedgerRow[]
  const purseOf = db.prepare('SELECT balance, salary, integral FROM users WHERE id = ?')
  const update = db.prepare('UPDATE ledger SET balance = ? WHERE id = ?')
  const groups = new Map<string, LedgerRow[]>()
  for (const row of rows) {
    const group = `${row.user_id}:${row.purse}`
    const lines = groups.get(group)
    if (lines) lines.push(row)
    else groups.set(group, [row])
  }
  for (const lines of groups.values()) {
    const first = lines[0]
    if (!first) continue
    const purses = purseOf.get(first.user_id) as Record<string, number>
    const now = purses[first.purse]
    if (now === undefined) throw new Error(`seed ledger names an unknown purse: ${first.purse}`)
    let running = now - lines.reduce((sum, line) => sum + line.amount, 0)
    for (const line of lines) {
      running += line.amount
      if (running < 0) throw new Error(`seed history overdraws user ${first.user_id}'s ${first.purse}`)
      update.run(running, line.id)
    }
  }
}
