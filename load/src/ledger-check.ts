import Database from 'better-sqlite3'
import { type Action, type Book, envelopeOf } from './book.ts'

/**
 * The ledger check after a load run, read straight from the sim's database (apps/api-sim/src/db/schema.ts):
 * every purse change goes through movePurse, which writes one `ledger` line (user, purse, amount, balance
 * after). So a user's purse must equal what they held when the load started plus the sum of their ledger
 * lines since, to the paisa, and each line's running balance must follow from the one before.
 * Keys: every Idempotency-Key that was answered with success maps to exactly one effect in the database
 * (a deposit order, a withdrawal, a trade, a bought position, a sale line), every answer to one key is the
 * same, and a used key with another body was always refused.
 */

const PURSES = ['balance', 'salary', 'integral'] as const
type Purse = (typeof PURSES)[number]

/** Highest row ids when the load started: what came after is the load's doing. */
export interface Snapshot {
  ledger: number
  deposits: number
  withdrawals: number
  trades: number
  positions: number
  /** Purses of each load user when the load started (paise). */
  opening: Map<number, Record<Purse, number>>
}

const maxId = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`).get() as { id: number }).id

/** Read while the sim runs (WAL lets a second process read a consistent view). */
export function takeSnapshot(file: string, userIds: readonly number[]): Snapshot {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  try {
    return db.transaction(() => {
      const opening = new Map<number, Record<Purse, number>>()
      const row = db.prepare('SELECT balance, salary, integral FROM users WHERE id = ?')
      for (const id of userIds) opening.set(id, row.get(id) as Record<Purse, number>)
      return {
        ledger: maxId(db, 'ledger'),
        deposits: maxId(db, 'deposits'),
        withdrawals: maxId(db, 'withdrawals'),
        trades: maxId(db, 'trades'),
        positions: maxId(db, 'positions'),
        opening,
      }
    })()
  } finally {
    db.close()
  }
}

export interface Check {
  name: string
  ok: boolean
  detail: string
}

export interface LedgerReport {
  ok: boolean
  checks: Check[]
  /** Effects per action during the load, as found in the database. */
  effects: Record<Action, number>
  paidDeposits: number
}

const sample = (items: readonly string[], n = 3) =>
  items.length === 0 ? '' : ` e.g. ${items.slice(0, n).join('; ')}${items.length > n ? ' …' : ''}`

/** Keys answered with status 1, with the answer's data, per action. */
function successes(book: Book, action: Action): unknown[] {
  const out: unknown[] = []
  for (const record of book.keys.values()) {
    if (record.action !== action) continue
    const first = record.answers[0]
    const answer = first === undefined ? undefined : envelopeOf(first)
    if (answer?.status === 1) out.push(answer.data)
  }
  return out
}

function sameSet(name: string, fromAnswers: readonly string[], inDb: readonly string[]): Check {
  const answers = new Set(fromAnswers)
  const db = new Set(inDb)
  const missing = [...answers].filter((x) => !db.has(x))
  const extra = [...db].filter((x) => !answers.has(x))
  const ok = missing.length === 0 && extra.length === 0 && answers.size === fromAnswers.length
  return {
    name,
    ok,
    detail: ok
      ? `${inDb.length} in the database, one per key answered with success`
      : `${fromAnswers.length} keys answered with success (${answers.size} distinct), ${inDb.length} in the database; ` +
        `answered but not found: ${missing.length}${sample(missing)}; found but no key answered it: ${extra.length}${sample(extra)}`,
  }
}

function sameCount(name: string, keys: number, inDb: number): Check {
  return {
    name,
    ok: keys === inDb,
    detail:
      keys === inDb
        ? `${inDb} in the database, one per key answered with success`
        : `${keys} keys answered with success, ${inDb} in the database`,
  }
}

export function checkLedger(
  file: string,
  snapshot: Snapshot,
  book: Book,
  /** Orders whose Pay the load got a definite answer for: paid by the load (200), or found paid (409). */
  paidOrders: ReadonlySet<string>,
): LedgerReport {
  const db = new Database(file, { readonly: true, fileMustExist: true })
  const checks: Check[] = []
  try {
    const userIds = [...snapshot.opening.keys()]
    const inLoad = new Set(userIds)

    // 1. Balance = opening + movements, to the paisa; and each line's running balance follows.
    const purseOf = db.prepare('SELECT balance, salary, integral FROM users WHERE id = ?')
    const lines = db.prepare(
      'SELECT id, purse, amount, balance FROM ledger WHERE user_id = ? AND id > ? ORDER BY id',
    )
    const wrong: string[] = []
    const broken: string[] = []
    let movements = 0
    for (const id of userIds) {
      const opening = snapshot.opening.get(id) as Record<Purse, number>
      const end = purseOf.get(id) as Record<Purse, number>
      const running: Record<Purse, number> = { ...opening }
      const sums: Record<Purse, number> = { balance: 0, salary: 0, integral: 0 }
      for (const line of lines.all(id, snapshot.ledger) as {
        id: number
        purse: Purse
        amount: number
        balance: number
      }[]) {
        movements++
        sums[line.purse] += line.amount
        running[line.purse] += line.amount
        if (line.balance !== running[line.purse]) {
          broken.push(`user ${id} line ${line.id}: ${line.balance} recorded, ${running[line.purse]} expected`)
          running[line.purse] = line.balance
        }
      }
      for (const purse of PURSES) {
        if (end[purse] !== opening[purse] + sums[purse]) {
          wrong.push(`user ${id} ${purse}: ${end[purse]} held, ${opening[purse]} + ${sums[purse]} recorded`)
        }
      }
    }
    checks.push({
      name: 'balance = opening + recorded movements, to the paisa',
      ok: wrong.length === 0,
      detail:
        wrong.length === 0
          ? `${userIds.length} users × 3 purses, ${movements} ledger lines`
          : `${wrong.length} purses differ${sample(wrong)}`,
    })
    checks.push({
      name: 'each ledger line’s balance follows from the one before',
      ok: broken.length === 0,
      detail:
        broken.length === 0
          ? `${movements} lines`
          : `${broken.length} lines break the chain${sample(broken)}`,
    })

    // 2. No purse below zero (any user).
    const negative = db
      .prepare(
        'SELECT id, balance, salary, integral FROM users WHERE balance < 0 OR salary < 0 OR integral < 0',
      )
      .all() as { id: number }[]
    checks.push({
      name: 'no balance negative',
      ok: negative.length === 0,
      detail:
        negative.length === 0
          ? 'every purse ≥ 0'
          : `${negative.length} users${sample(negative.map((r) => String(r.id)))}`,
    })

    // 3. Each key executed at most once: one effect per key answered with success.
    const ofLoad = <T extends { user_id: number }>(rows: T[]) => rows.filter((r) => inLoad.has(r.user_id))
    // The rows the load made since the snapshot, and the check that each key answered with success made one.
    const newRows = <T extends { user_id: number }>(
      table: 'deposits' | 'withdrawals' | 'trades',
      columns: string,
    ) =>
      ofLoad(db.prepare(`SELECT user_id, ${columns} FROM ${table} WHERE id > ?`).all(snapshot[table]) as T[])
    const onePerKey = (
      name: string,
      action: Action,
      fromAnswer: (data: unknown) => string,
      inDb: string[],
    ) => {
      checks.push(sameSet(name, successes(book, action).map(fromAnswer), inDb))
    }
    const deposits = newRows<{ user_id: number; order_num: string; status: number }>(
      'deposits',
      'order_num, status',
    )
    onePerKey(
      'deposit orders (pay/create): one per key',
      'deposit',
      (d) => new URL((d as { url: string }).url).pathname.replace('/pay/', ''),
      deposits.map((d) => d.order_num),
    )
    const withdrawals = newRows<{ user_id: number; order_num: string }>('withdrawals', 'order_num')
    onePerKey(
      'withdrawals (payout/create): one per key',
      'withdraw',
      (d) => (d as { order_num: string }).order_num,
      withdrawals.map((w) => w.order_num),
    )
    const trades = newRows<{ user_id: number; id: number }>('trades', 'id')
    onePerKey(
      'trades (trade/create): one per key',
      'trade',
      (d) => String((d as { id: number }).id),
      trades.map((t) => String(t.id)),
    )
    const bought = ofLoad(
      db
        .prepare('SELECT user_id FROM positions WHERE id > ? AND parent_id IS NULL')
        .all(snapshot.positions) as { user_id: number }[],
    ).length
    checks.push(
      sameCount('bought positions (product/buy): one per key', successes(book, 'buy').length, bought),
    )
    // Users hold no integral, so every sale pays into the balance: one 'Sale of' line per sale.
    const sold = ofLoad(
      db
        .prepare("SELECT user_id FROM ledger WHERE id > ? AND purse = 'balance' AND title LIKE 'Sale of %'")
        .all(snapshot.ledger) as { user_id: number }[],
    ).length
    checks.push(sameCount('sales (product/sell): one per key', successes(book, 'sell').length, sold))

    const unresolved = [...book.keys.values()].filter((k) => k.answers.length === 0)
    checks.push({
      name: 'every key has a definite answer (after retrying the unanswered ones)',
      ok: unresolved.length === 0,
      detail:
        unresolved.length === 0
          ? `${book.keys.size} keys`
          : `${unresolved.length} keys never answered${sample(unresolved.map((k) => `${k.action} ${k.key}`))}`,
    })
    const differing = [...book.keys.values()].filter((k) => k.answers.some((a) => a !== k.answers[0]))
    const replays = [...book.keys.values()].reduce((n, k) => n + Math.max(0, k.answers.length - 1), 0)
    checks.push({
      name: 'a repeated key gets the first answer again',
      ok: differing.length === 0,
      detail:
        differing.length === 0
          ? `${replays} repeats (retries and concurrent duplicates) answered as the first`
          : `${differing.length} keys got different answers${sample(
              differing.map(
                (k) => `${k.action}: ${k.answers[0]} then ${k.answers.find((a) => a !== k.answers[0])}`,
              ),
              2,
            )}`,
    })
    const probeAnswers = [...book.probes.values()].flatMap((p) => p.answers)
    const executedProbes = probeAnswers.filter((a) => {
      const answer = envelopeOf(a)
      const data = answer?.data as { idempotency_key_reused?: boolean } | undefined
      return !(answer?.status === 0 && data?.idempotency_key_reused === true)
    })
    checks.push({
      name: 'a used key with another body is refused',
      ok: executedProbes.length === 0,
      detail:
        executedProbes.length === 0
          ? `${probeAnswers.length} refused`
          : `${executedProbes.length} of ${probeAnswers.length} not refused${sample(executedProbes, 2)}`,
    })

    // 4. Payment links: an order is paid once, and only the orders the load paid are paid.
    const paidNow = deposits.filter((d) => d.status === 1).map((d) => d.order_num)
    checks.push(sameSetPaid(paidOrders, paidNow))
    const twice = [...book.pays.values()].filter((p) => p.statuses.filter((s) => s === 200).length > 1)
    const credited = ofLoad(
      db
        .prepare("SELECT user_id FROM ledger WHERE id > ? AND purse = 'balance' AND title = 'Deposit'")
        .all(snapshot.ledger) as { user_id: number }[],
    ).length
    checks.push({
      name: 'a paid order credits once (a second Pay adds nothing)',
      ok: twice.length === 0 && credited === paidNow.length,
      detail: `${paidNow.length} paid orders, ${credited} deposit credits, ${
        [...book.pays.values()].flatMap((p) => p.statuses).filter((s) => s === 409).length
      } second Pays answered 'Already paid'${twice.length > 0 ? `; paid twice: ${twice.length}` : ''}`,
    })

    return {
      ok: checks.every((c) => c.ok),
      checks,
      effects: {
        buy: bought,
        sell: sold,
        deposit: deposits.length,
        withdraw: withdrawals.length,
        trade: trades.length,
      },
      paidDeposits: paidNow.length,
    }
  } finally {
    db.close()
  }
}

function sameSetPaid(expected: ReadonlySet<string>, paid: readonly string[]): Check {
  const check = sameSet('paid deposit orders: exactly those the load paid', [...expected], paid)
  return check.ok ? { ...check, detail: `${paid.length} orders paid through their links` } : check
}
