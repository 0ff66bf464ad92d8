import type { Sim } from '../sim.ts'
import type { Envelope } from './wire.ts'

export function replayed(sim: Sim, userId: number, route: string, key: string): Envelope | undefined {
  const row = sim.db
    .prepare('SELECT response FROM idempotency WHERE user_id = ? AND route = ? AND key = ?')
    .get(userId, route, key) as { response: string } | undefined
  return row ? (JSON.parse(row.response) as Envelope) : undefined
}

export function remember(sim: Sim, userId: number, route: string, key: string, answer: Envelope): void {
  sim.db
    .prepare(
      'INSERT OR IGNORE INTO idempotency (user_id, route, key, response, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(userId, route, key, JSON.stringify(answer), sim.clock.now())
}
