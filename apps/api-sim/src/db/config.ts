import type { Db } from './open.ts'

export function readConfig(db: Db, key: string): string {
  const row = db.prepare('SELECT value FROM config WHERE key = ?').get(key) as { value: string } | undefined
  return row?.value ?? ''
}
