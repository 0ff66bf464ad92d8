import type { Db } from '../db/open.ts'
import type { Page } from '../http/paging.ts'
import type { OperatorRow } from './operators.ts'

/** Every kind of entry the log holds: sign-ins, the support desk's actions, and finance's money decisions. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-refused'
  | 'sign-out'
  | 'availability'
  | 'conversation-read'
  | 'answer'
  | 'withdrawal-paid'
  | 'withdrawal-refused'
  | 'transfer-confirmed'
  | 'transfer-refused'
  | 'pan-verified'
  | 'pan-refused'

export interface AuditInput {
  /** Who acted: the operator, or (a refused sign-in) only the login that was typed. */
  readonly operator: OperatorRow | { readonly login: string }
  readonly action: AuditAction
  /** What it was about, in words a reviewer reads: "user 100001 with Support desk". */
  readonly subject: string
  readonly before?: unknown
  readonly after?: unknown
  readonly at: number
}

/** An audit entry as the console lists it. */
export interface AuditEntry {
  readonly id: number
  /** Epoch ms of the sim clock. */
  readonly at: number
  readonly actor: string
  readonly role: string
  readonly action: AuditAction
  readonly subject: string
  readonly before: unknown
  readonly after: unknown
}

/**
 * Appends one entry. There is no other write: no function here (nor a route) changes or removes one, and the
 * table's triggers refuse UPDATE and DELETE from anyone who tries (migration 4).
 */
export function appendAudit(db: Db, entry: AuditInput): void {
  const operator = entry.operator
  const known = 'id' in operator
  db.prepare(
    'INSERT INTO operator_audit (at, operator_id, actor, role, action, subject, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    entry.at,
    known ? operator.id : null,
    operator.login.slice(0, 64),
    known ? operator.role : '',
    entry.action,
    entry.subject,
    entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === undefined ? null : JSON.stringify(entry.after),
  )
}

interface AuditRow {
  id: number
  at: number
  actor: string
  role: string
  action: AuditAction
  subject: string
  before: string | null
  after: string | null
}

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text))

/** Newest first; one operator's own entries, or everyone's (`operatorId` undefined). */
export function listAudit(db: Db, page: Page, operatorId?: number): AuditEntry[] {
  const rows = (
    operatorId === undefined
      ? db
          .prepare('SELECT * FROM operator_audit ORDER BY id DESC LIMIT ? OFFSET ?')
          .all(page.limit, page.offset)
      : db
          .prepare('SELECT * FROM operator_audit WHERE operator_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
          .all(operatorId, page.limit, page.offset)
  ) as AuditRow[]
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    actor: row.actor,
    role: row.role,
    action: row.action,
    subject: row.subject,
    before: parsed(row.before),
    after: parsed(row.after),
  }))
}
