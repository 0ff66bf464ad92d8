import { movePurse } from '../src/db/accounts.ts'
import type { RunningSim } from '../src/main.ts'
import { insertUser } from '../src/seed/users.ts'
import { type Session, signIn } from './support.ts'

let counter = 0

/** A new account holding `balance` paise (one "Deposit" line), signed in: tests of money never share one. */
export async function fundedUser(
  sim: RunningSim,
  balance: number,
): Promise<{ session: Session; userId: number }> {
  const mob = `95${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++).padStart(2, '0')}`
  const password = 'plans123'
  const now = sim.sim.clock.now()
  const userId = insertUser(sim.sim.db, {
    name: 'Plan Tester',
    mob,
    password,
    inviterId: null,
    createdAt: now,
  })
  sim.sim.db.transaction(() => movePurse(sim.sim.db, userId, 'balance', balance, 'Deposit', now))()
  return { session: await signIn(sim, { mob, password }), userId }
}

export interface LedgerLine {
  readonly title: string
  readonly amount: number
  readonly balance: number
  readonly created_at: number
}

/** The user's balance lines in the order they were written. */
export function ledgerOf(sim: RunningSim, userId: number): LedgerLine[] {
  return sim.sim.db
    .prepare(
      "SELECT title, amount, balance, created_at FROM ledger WHERE user_id = ? AND purse = 'balance' ORDER BY id",
    )
    .all(userId) as LedgerLine[]
}

export function balanceOf(sim: RunningSim, userId: number): number {
  return sim.sim.db.prepare('SELECT balance FROM users WHERE id = ?').pluck().get(userId) as number
}
