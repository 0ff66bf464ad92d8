import type { Db } from '../db/open.ts'
import { hashPassword } from '../http/auth.ts'

/** What an operator may do: `support` answers chats, `finance` decides money (phase B of issue 29). */
export type OperatorRole = 'support' | 'finance'

export interface OperatorRow {
  id: number
  login: string
  display_name: string
  role: OperatorRole
  pass_hash: string
  available: number
  created_at: number
}

/** An operator as the console sees it (never the password hash). */
export interface Operator {
  readonly id: number
  readonly login: string
  readonly name: string
  readonly role: OperatorRole
  readonly available: boolean
}

export function publicOperator(row: OperatorRow): Operator {
  return {
    id: row.id,
    login: row.login,
    name: row.display_name,
    role: row.role,
    available: row.available === 1,
  }
}

export function operatorByLogin(db: Db, login: string): OperatorRow | undefined {
  return db.prepare('SELECT * FROM operators WHERE login = ?').get(login) as OperatorRow | undefined
}

export function operatorById(db: Db, id: number): OperatorRow | undefined {
  return db.prepare('SELECT * FROM operators WHERE id = ?').get(id) as OperatorRow | undefined
}

/**
 * The demo operators printed at start (like the demo users). Desk logins and role names, nothing that looks
 * like a real person's name, e-mail or phone number.
 */
export const DEMO_OPERATORS = [
  { login: 'support.desk', password: 'support-demo-1', name: 'Support desk (demo)', role: 'support' },
  { login: 'finance.desk', password: 'finance-demo-1', name: 'Finance desk (demo)', role: 'finance' },
] as const satisfies readonly { login: string; password: string; name: string; role: OperatorRole }[]

/**
 * Adds the demo operators that are missing, on every start: a fresh database and one made by an older build
 * (migrated in place) both get them, and an existing operator (its password, its availability) is left as is.
 */
export function ensureDemoOperators(db: Db, now: number): void {
  const insert = db.prepare(
    'INSERT OR IGNORE INTO operators (login, display_name, role, pass_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  )
  for (const demo of DEMO_OPERATORS) {
    if (operatorByLogin(db, demo.login)) continue
    insert.run(demo.login, demo.name, demo.role, hashPassword(demo.password), now)
  }
}
