import type { Sim } from '../sim.ts'

/**
 * Whether a person answers this chat agent's conversations now: a support operator is signed in (a live
 * session) and has said they are available. Support operators answer for every agent of the chat host (the
 * agents are the desk's names, not people), so any one of them covers every agent. Issue 27's automatic
 * replies call this to stay quiet while a person is there. `adminId` is the chat_admins id (1, 2, …), not the
 * wire id (900001, …); an unknown agent is never covered.
 */
export function agentAvailable(sim: Sim, adminId: number): boolean {
  if (!sim.db.prepare('SELECT 1 FROM chat_admins WHERE id = ?').get(adminId)) return false
  return (
    sim.db
      .prepare(
        `SELECT 1 FROM operators o
         WHERE o.role = 'support' AND o.available = 1
           AND EXISTS (SELECT 1 FROM operator_sessions s WHERE s.operator_id = o.id AND s.expires_at > ?)
         LIMIT 1`,
      )
      .get(sim.clock.now()) !== undefined
  )
}

/** Sets an operator's availability; answers what it was before (for the audit log). */
export function setAvailable(sim: Sim, operatorId: number, available: boolean): boolean {
  const row = sim.db.prepare('SELECT available FROM operators WHERE id = ?').get(operatorId) as
    | { available: number }
    | undefined
  const before = row?.available === 1
  sim.db.prepare('UPDATE operators SET available = ? WHERE id = ?').run(available ? 1 : 0, operatorId)
  return before
}
