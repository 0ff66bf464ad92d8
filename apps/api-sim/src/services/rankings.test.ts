import { describe, expect, it } from 'vitest'
import { openDb } from '../db/open.ts'
import { insertUser } from '../seed/users.ts'
import { ownRanking, rankingBoard } from './rankings.ts'

// Wednesday 10 June 2026, 12:00 IST. Its India week began on Monday 8 June 00:00 IST (7 June 18:30 UTC), its
// month on 1 June 00:00 IST (31 May 18:30 UTC).
const IST = 330 * 60_000
const india = (day: number, hour = 0, minute = 0, ms = 0) => Date.UTC(2026, 5, day, hour, minute, 0, ms) - IST
const now = india(10, 12)
const monday = india(8)

function world() {
  const { db } = openDb(':memory:')
  let mob = 0
  const user = (name: string, inviterId: number | null, createdAt: number, code?: string) =>
    insertUser(
      db,
      {
        name,
        mob: String(9_100_000_000 + ++mob),
        password: 'x',
        inviterId,
        createdAt,
        ...(code ? { code } : {}),
      },
      '',
    )
  const deposit = (userId: number, paise: number, creditedAt: number | null, status = 1) =>
    db
      .prepare(
        'INSERT INTO deposits (user_id, order_num, amount, channel_id, status, created_at, credited_at) VALUES (?, ?, ?, 2, ?, ?, ?)',
      )
      .run(userId, `D${++mob}`, paise, status, (creditedAt ?? now) - 60_000, creditedAt)
  const house = user('Mandi Official', null, india(1) - 100 * 86_400_000, '66666')
  const asha = user('Demo Newcomer', house, india(1) - 50 * 86_400_000)
  const ravi = user('Demo Trader', house, india(1) - 40 * 86_400_000)
  // Demo Newcomer's team: two direct invitees (one this week), a level-3 member and a level-4 one (not her team).
  const a1 = user('Demo Acorn', asha, india(9, 10))
  const a2 = user('Demo Birch', asha, india(3, 10))
  const a11 = user('Demo Holly', a1, india(9, 11))
  const a111 = user('Demo Elm', a11, india(9, 12))
  const a1111 = user('Demo Onyx', a111, india(9, 13))
  deposit(a1, 100_000, india(9, 10, 30))
  deposit(a2, 50_000, india(2, 9))
  deposit(a111, 20_000, india(9, 12, 30))
  deposit(a1111, 5_000, india(9, 13, 30))
  // Not credited, and credited after now: neither counts.
  deposit(a1, 999_900, null, 0)
  deposit(a2, 777_700, now + 60_000)
  // Demo Trader: one invitee exactly at Monday 00:00 IST (this week), one a millisecond before (last week, this month).
  const r1 = user('Demo Raven', ravi, monday)
  user('Demo Plum', ravi, monday - 1)
  // A deposit credited a millisecond before the week counts for the month only.
  deposit(r1, 30_000, monday - 1)
  return { db, ids: { house, asha, ravi, a1, a11 } }
}

const scores = (board: ReturnType<typeof rankingBoard>) =>
  board.map((row) => ({ name: row.name, rank: row.rank, ...row.scores }))

describe('ranking boards', () => {
  it('team: deposits credited to levels 1 to 3 this India week or month, best first', () => {
    const { db } = world()
    expect(scores(rankingBoard(db, 'team', now))).toEqual([
      // Demo Newcomer: ₹1,000 (level 1) + ₹200 (level 3) this week; the level-4 ₹50 is not hers.
      { name: 'Demo Newcomer', rank: 1, team: 120_000, teamMonth: 170_000, invite: 1, inviteMonth: 2 },
      // Demo Acorn: ₹200 (level 2) + ₹50 (level 3).
      { name: 'Demo Acorn', rank: 2, team: 25_000, teamMonth: 25_000, invite: 1, inviteMonth: 1 },
      { name: 'Demo Holly', rank: 3, team: 25_000, teamMonth: 25_000, invite: 1, inviteMonth: 1 },
      { name: 'Demo Elm', rank: 4, team: 5_000, teamMonth: 5_000, invite: 1, inviteMonth: 1 },
    ])
    expect(scores(rankingBoard(db, 'team_month', now)).map((row) => [row.name, row.teamMonth])).toEqual([
      ['Demo Newcomer', 170_000],
      ['Demo Trader', 30_000],
      ['Demo Acorn', 25_000],
      ['Demo Holly', 25_000],
      ['Demo Elm', 5_000],
    ])
  })

  it('invite: direct invitees registered this week (from Monday 00:00 IST) or month; ties keep the earlier member first', () => {
    const { db } = world()
    // The house account (code 66666) invited Demo Newcomer and Demo Trader but is never on a board.
    expect(scores(rankingBoard(db, 'invite', now)).map((row) => [row.name, row.invite])).toEqual([
      ['Demo Newcomer', 1],
      ['Demo Trader', 1],
      ['Demo Acorn', 1],
      ['Demo Holly', 1],
      ['Demo Elm', 1],
    ])
    expect(scores(rankingBoard(db, 'invite_moth', now)).slice(0, 2)).toEqual([
      { name: 'Demo Newcomer', rank: 1, team: 120_000, teamMonth: 170_000, invite: 1, inviteMonth: 2 },
      { name: 'Demo Trader', rank: 2, team: 0, teamMonth: 30_000, invite: 1, inviteMonth: 2 },
    ])
  })

  it('starts again at Monday 00:00 IST and on the 1st', () => {
    const { db } = world()
    // A millisecond before Monday: the week before, which held Demo Trader's second invitee and r1's deposit.
    const before = rankingBoard(db, 'invite', monday - 1)
    expect(before.find((row) => row.name === 'Demo Trader')?.scores.invite).toBe(1)
    expect(rankingBoard(db, 'team', monday - 1).find((row) => row.name === 'Demo Trader')?.scores.team).toBe(
      30_000,
    )
    // On 1 July 00:00 IST the month board is empty again; a millisecond before, it is not.
    expect(rankingBoard(db, 'invite_moth', Date.UTC(2026, 5, 30, 18, 30) - 1).length).toBeGreaterThan(0)
    expect(rankingBoard(db, 'invite_moth', Date.UTC(2026, 5, 30, 18, 30))).toEqual([])
    expect(rankingBoard(db, 'team_month', Date.UTC(2026, 5, 30, 18, 30))).toEqual([])
  })

  it('gives a user their own row: the rank when on the board, null with zero scores when not', () => {
    const { db, ids } = world()
    expect(ownRanking(db, 'team', ids.a11, now)).toEqual({
      rank: 3,
      scores: { team: 25_000, teamMonth: 25_000, invite: 1, inviteMonth: 1 },
    })
    expect(ownRanking(db, 'team', ids.ravi, now)).toEqual({
      rank: null,
      scores: { team: 0, teamMonth: 30_000, invite: 1, inviteMonth: 2 },
    })
  })
})
