import { existsSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { defaultDbPath } from './config.ts'

/** `npm run sim:reset`: removes the database (and its WAL files and uploads); the next start reseeds. */
const db = defaultDbPath()
for (const file of [db, `${db}-wal`, `${db}-shm`, join(dirname(db), 'files')]) {
  if (existsSync(file)) {
    rmSync(file, { recursive: true, force: true })
    console.log(`removed ${file}`)
  }
}
console.log('The reference server will start with fresh demo data.')
