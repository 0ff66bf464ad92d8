import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './schema.ts'

export type Db = Database.Database

/** More distinct statements than the sim has (team queries vary with the team's size): start afresh. */
const STATEMENT_CACHE_LIMIT = 500

/**
 * Compiles each SQL text once: handlers call db.prepare(sql) on every request, and compiling was about a tenth
 * of the server's CPU under load (issue 17's load test). A statement is reusable once its run/get/all has
 * returned; no code here changes a statement's mode (pluck, raw, expand) or iterates one.
 */
function cacheStatements(db: Db): void {
  const compile = db.prepare.bind(db)
  const cache = new Map<string, Database.Statement>()
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql)
    if (!statement) {
      if (cache.size >= STATEMENT_CACHE_LIMIT) cache.clear()
      statement = compile(sql)
      cache.set(sql, statement)
    }
    return statement
  }) as Db['prepare']
}

/** Opens (creating if needed) the database and brings its schema up to date. */
export function openDb(file: string): { db: Db; fresh: boolean } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  // WAL keeps readers and the single writer apart; busy_timeout covers a second process on the same file.
  // synchronous NORMAL (with WAL): a commit is written to the WAL but not flushed to disk each time; the
  // database stays consistent and survives a crash of the server, and only a power loss or OS crash can
  // drop the last commits. FULL flushed on every commit (~3.6 ms on this machine's disk), on the only
  // thread, and capped the server at a few hundred money calls a second (issue 17's load test, load/README.md).
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = NORMAL')
  }
  cacheStatements(db)
  // For migration 4, which keeps the tokens of an older build as their hashes (src/http/auth.ts tokenHash).
  db.function('sha256_hex', { deterministic: true }, (value: unknown) =>
    createHash('sha256').update(String(value)).digest('hex'),
  )
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 3000')
  const version = db.pragma('user_version', { simple: true }) as number
  const fresh = version === 0
  db.transaction(() => {
    for (let i = version; i < migrations.length; i++) {
      db.exec(migrations[i] as string)
    }
    db.pragma(`user_version = ${migrations.length}`)
  })()
  return { db, fresh }
}
