import type { Db } from '../db/open.ts'

/** The first wrong attempt costs a second, each next one twice the last, never more than 15 minutes. */
export const FIRST_WAIT_MS = 1000
export const LONGEST_WAIT_MS = 15 * 60_000

/** The key of a login's waits: as typed, trimmed and lower-cased (unknown logins wait the same way). */
const keyOf = (login: string) => login.trim().toLowerCase().slice(0, 64)

/** How long until this login may try again (0: now). */
export function signInWaitMs(db: Db, login: string, now: number): number {
  const row = db.prepare('SELECT next_at FROM operator_sign_in_waits WHERE login = ?').get(keyOf(login)) as
    | { next_at: number }
    | undefined
  return row ? Math.max(0, row.next_at - now) : 0
}

/** A wrong password or code: the next attempt of this login waits longer than the last. */
export function noteSignInFailure(db: Db, login: string, now: number): number {
  const key = keyOf(login)
  const row = db.prepare('SELECT failures FROM operator_sign_in_waits WHERE login = ?').get(key) as
    | { failures: number }
    | undefined
  const failures = (row?.failures ?? 0) + 1
  const wait = Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(failures - 1, 20))
  db.prepare(
    'INSERT INTO operator_sign_in_waits (login, failures, next_at) VALUES (?, ?, ?) ON CONFLICT(login) DO UPDATE SET failures = excluded.failures, next_at = excluded.next_at',
  ).run(key, failures, now + wait)
  return wait
}

/** A completed sign-in starts the count afresh. */
export function clearSignInFailures(db: Db, login: string): void {
  db.prepare('DELETE FROM operator_sign_in_waits WHERE login = ?').run(keyOf(login))
}
