import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkLedger } from '../src/ledger-check.ts'
import { type LoadResult, runLoad } from '../src/run-load.ts'

// The CI-sized load test (issue 17): 50 users for 15 s against a sim on a fresh database. It asserts what must
// hold whatever the machine's speed (the ledger and no 5xx), never a timing. Then it damages copies of the
// database and of the record to show that the check would catch each kind of fault.

describe('load test, CI size', () => {
  let result: LoadResult
  const copies: string[] = []

  beforeAll(async () => {
    result = await runLoad({
      mode: 'autocannon',
      users: 50,
      connections: 50,
      durationS: 15,
      timeoutS: 30,
      seed: 17,
      setupConcurrency: 8,
      // Kept so the checker can be tried on damaged copies; deleted after the tests.
      keep: true,
      log: () => {},
    })
  })
  afterAll(() => {
    if (result) rmSync(dirname(result.db), { recursive: true, force: true })
    for (const dir of copies) rmSync(dir, { recursive: true, force: true })
  })

  it('leaves a clean ledger and answers no request with a 5xx', () => {
    expect(result.ledger.checks.filter((c) => !c.ok)).toEqual([])
    expect(result.figures.status5xx).toBe(0)
    expect(result.ok).toBe(true)
  })

  it('did every kind of work, with repeated keys and reused keys', () => {
    for (const kind of ['buy', 'sell', 'deposit', 'withdraw', 'trade'] as const) {
      expect(result.ledger.effects[kind]).toBeGreaterThan(0)
    }
    expect(result.ledger.paidDeposits).toBeGreaterThan(0)
    expect([...result.book.keys.values()].some((k) => k.answers.length > 1)).toBe(true)
    expect(result.book.probes.size).toBeGreaterThan(0)
  })

  /** Runs the check on a copy of the database damaged by `damage`; returns the names of the failed checks. */
  function failedOnCopy(damage: (db: Database.Database, userId: number) => void): string[] {
    const dir = mkdtempSync(join(tmpdir(), 'mandi-load-copy-'))
    copies.push(dir)
    const file = join(dir, 'sim.sqlite')
    copyFileSync(result.db, file)
    const db = new Database(file)
    damage(db, [...result.snapshot.opening.keys()][0] as number)
    db.close()
    return checkLedger(file, result.snapshot, result.book, result.book.paidOrders())
      .checks.filter((c) => !c.ok)
      .map((c) => c.name)
  }

  it('would catch a balance that does not match the ledger, or one below zero', () => {
    expect(
      failedOnCopy((db, id) => db.prepare('UPDATE users SET balance = balance + 1 WHERE id = ?').run(id)),
    ).toEqual(['balance = opening + recorded movements, to the paisa'])
    expect(
      failedOnCopy((db, id) => {
        db.pragma('ignore_check_constraints = ON')
        db.prepare('UPDATE users SET salary = -1 WHERE id = ?').run(id)
      }),
    ).toEqual(['balance = opening + recorded movements, to the paisa', 'no balance negative'])
  })

  it('would catch a ledger line whose running balance does not follow', () => {
    expect(
      failedOnCopy((db, id) =>
        db
          .prepare(
            'UPDATE ledger SET balance = balance + 5 WHERE id = (SELECT MAX(id) FROM ledger WHERE user_id = ?)',
          )
          .run(id),
      ),
    ).toEqual(['each ledger line’s balance follows from the one before'])
  })

  it('would catch a key executed twice (a second withdrawal, a second bought position)', () => {
    expect(
      failedOnCopy((db) =>
        db.exec(
          "INSERT INTO withdrawals (user_id, order_num, amount, fee, bank_id, tp, status, created_at) SELECT user_id, order_num || 'x', amount, fee, bank_id, tp, status, created_at FROM withdrawals ORDER BY id DESC LIMIT 1",
        ),
      ),
    ).toEqual(['withdrawals (payout/create): one per key'])
    expect(
      failedOnCopy((db) =>
        db.exec(
          'INSERT INTO positions (user_id, product_id, quantity, buy_price, balance_used, integral_used, status, created_at) SELECT user_id, product_id, quantity, buy_price, balance_used, integral_used, status, created_at FROM positions WHERE parent_id IS NULL ORDER BY id DESC LIMIT 1',
        ),
      ),
    ).toEqual(['bought positions (product/buy): one per key'])
  })

  it('would catch a replay that differs from the first answer, and a reused key that was executed', () => {
    const repeated = [...result.book.keys.values()].find((k) => k.answers.length > 0)
    const probe = [...result.book.probes.values()][0]
    if (!repeated || !probe) throw new Error('the run made no keys or probes')
    const failed = () =>
      checkLedger(result.db, result.snapshot, result.book, result.book.paidOrders())
        .checks.filter((c) => !c.ok)
        .map((c) => c.name)
    repeated.answers.push('{"status":1,"info":"success","data":{"other":true}}')
    try {
      expect(failed()).toEqual(['a repeated key gets the first answer again'])
    } finally {
      repeated.answers.pop()
    }
    probe.answers.push('{"status":1,"info":"success"}')
    try {
      expect(failed()).toEqual(['a used key with another body is refused'])
    } finally {
      probe.answers.pop()
    }
    expect(failed()).toEqual([])
  })
})
