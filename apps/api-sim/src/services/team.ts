import type { Db } from '../db/open.ts'

/** Ids of the members at one referral level (1 = invited by me, 2 = invited by them, 3 = the next). */
export function levelMembers(db: Db, userId: number, level: number): number[] {
  let current = [userId]
  for (let i = 0; i < level && current.length > 0; i++) {
    const marks = current.map(() => '?').join(',')
    current = (
      db.prepare(`SELECT id FROM users WHERE inviter_id IN (${marks}) ORDER BY id`).all(...current) as {
        id: number
      }[]
    ).map((row) => row.id)
  }
  return current
}

/** Ids of the whole three-level team, level by level (what user/team sums and /direct lists). */
export function teamMembers(db: Db, userId: number): number[] {
  return [1, 2, 3].flatMap((level) => levelMembers(db, userId, level))
}
