import { indiaMonth, indiaWeek } from '@mandi/domain'
import type { Db } from '../db/open.ts'
import { randomName } from './content.ts'
import { between } from './random.ts'
import { DEMO_PASSWORD, deposit, insertUser } from './users.ts'

const day = 86_400_000

/** People who joined earlier and invited friends this month: the other rows of the ranking boards. */
const LEADERS = 24

/**
 * The demo world of the ranking boards (services/rankings.ts), relative to the sim clock's `now`: leaders who
 * joined weeks ago (invited by the house) and the friends they invited this month, about half of them this
 * India week, most of whom made a deposit (credited at once), some inviting friends of their own; and the rich
 * demo's own invitations this week and month, so it has a row on every board. All of it is made of real
 * users and deposits, so the boards, /direct and the invitation rewards agree.
 */
export function seedRankingWorld(
  db: Db,
  now: number,
  random: () => number,
  ids: { house: number; rich: number },
): void {
  const week = indiaWeek(now).start
  const month = indiaMonth(now).start
  let index = 0
  const mob = () => `71${String(++index).padStart(8, '0')}`
  // A moment from `from` up to now.
  const since = (from: number) => from + Math.floor(random() * Math.max(1, now - from))
  const newMember = (inviterId: number, from: number, deposits = random() < 0.75): number => {
    const createdAt = since(from)
    const id = insertUser(
      db,
      { name: randomName(random), mob: mob(), password: DEMO_PASSWORD, inviterId, createdAt },
      '',
    )
    if (deposits) deposit(db, id, between(random, 6, 100) * 100, 1, since(createdAt))
    return id
  }
  for (let i = 0; i < LEADERS; i++) {
    const leader = insertUser(
      db,
      {
        name: randomName(random),
        mob: mob(),
        password: DEMO_PASSWORD,
        inviterId: ids.house,
        createdAt: now - between(random, 40, 300) * day,
      },
      '',
    )
    const friends = between(random, 1, 9)
    for (let f = 0; f < friends; f++) {
      const friend = newMember(leader, random() < 0.5 ? week : month)
      if (random() < 0.3) newMember(friend, week)
    }
  }
  // Each of them deposits: the rich demo shows a paid reward and a row on the team boards too.
  for (let f = 0; f < 4; f++) newMember(ids.rich, f < 2 ? week : month, true)
}
