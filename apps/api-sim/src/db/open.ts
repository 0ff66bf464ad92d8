import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { migrations } from './schema.ts'

export type Db = Database.Database

/** Opens (creating if needed) the database and brings its schema up to date. */
export function openDb(file: string): { db: Db; fresh: boolean } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  // WAL keeps readers and the single writer apart; busy_timeout covers a second process on the same file.
  if (file !== ':memory:') db.pragma('journal_mode = WAL')
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
