import {
  DEFAULT_INVITE_CODE,
  type IndiaPeriod,
  indiaMonth,
  indiaWeek,
  type RankingFilter,
} from '@mandi/domain'
import type { Db } from '../db/open.ts'

/**
 * The ranking boards, computed from the users' teams (CONTRACT.md, "Ranking boards"), over the India week
 * (Monday 00:00 IST up to now) or month (the 1st, 00:00 IST, up to now):
 * - team / team_month: paise of the deposits credited in the period to members of the user's team, levels 1
 *   to 3 (the team /direct shows), at the moment each was credited.
 * - invite / invite_moth: how many people the user invited directly (level 1) registered in the period.
 * A board lists the users whose score is above zero, highest first; equal scores keep the user who joined
 * earlier first. The house account (the default invite code) is the operator and is never on a board.
 */
export interface RankingScores {
  readonly team: number
  readonly teamMonth: number
  readonly invite: number
  readonly inviteMonth: number
}

export interface RankedUser {
  /** 1 for the best. */
  readonly rank: number
  readonly userId: number
  readonly name: string
  readonly code: string
  readonly scores: RankingScores
}

/** The period a board covers at `now`. */
export function boardPeriod(board: RankingFilter, now: number): IndiaPeriod {
  return board === 'team' || board === 'invite' ? indiaWeek(now) : indiaMonth(now)
}

/** Deposit paise credited in [start, now] to each leader's team (levels 1 to 3). */
function teamDeposits(db: Db, start: number, now: number): Map<number, number> {
  const rows = db
    .prepare(
      `WITH credited AS (
         SELECT user_id, amount FROM deposits
         WHERE status != 0 AND COALESCE(credited_at, created_at) BETWEEN ? AND ?),
       level1 AS (SELECT m.inviter_id AS leader, c.amount FROM credited c JOIN users m ON m.id = c.user_id),
       level2 AS (SELECT u.inviter_id AS leader, l.amount FROM level1 l JOIN users u ON u.id = l.leader),
       level3 AS (SELECT u.inviter_id AS leader, l.amount FROM level2 l JOIN users u ON u.id = l.leader)
       SELECT leader, SUM(amount) AS score
       FROM (SELECT * FROM level1 UNION ALL SELECT * FROM level2 UNION ALL SELECT * FROM level3)
       WHERE leader IS NOT NULL GROUP BY leader`,
    )
    .all(start, now) as { leader: number; score: number }[]
  return new Map(rows.map((row) => [row.leader, row.score]))
}

/** Direct invitees registered in [start, now], per inviter. */
function invitations(db: Db, start: number, now: number): Map<number, number> {
  const rows = db
    .prepare(
      `SELECT inviter_id AS leader, COUNT(*) AS score FROM users
       WHERE inviter_id IS NOT NULL AND created_at BETWEEN ? AND ? GROUP BY inviter_id`,
    )
    .all(start, now) as { leader: number; score: number }[]
  return new Map(rows.map((row) => [row.leader, row.score]))
}

/** Every score of every user at `now` (missing users score zero everywhere). */
function allScores(db: Db, now: number) {
  const week = indiaWeek(now).start
  const month = indiaMonth(now).start
  return {
    team: teamDeposits(db, week, now),
    team_month: teamDeposits(db, month, now),
    invite: invitations(db, week, now),
    invite_moth: invitations(db, month, now),
  } satisfies Record<RankingFilter, Map<number, number>>
}

type ScoreMaps = ReturnType<typeof allScores>

function scoresOf(maps: ScoreMaps, userId: number): RankingScores {
  return {
    team: maps.team.get(userId) ?? 0,
    teamMonth: maps.team_month.get(userId) ?? 0,
    invite: maps.invite.get(userId) ?? 0,
    inviteMonth: maps.invite_moth.get(userId) ?? 0,
  }
}

/** The whole board at `now`, best first, each user with their rank and all four scores. */
export function rankingBoard(db: Db, board: RankingFilter, now: number): RankedUser[] {
  const maps = allScores(db, now)
  const scored = maps[board]
  if (scored.size === 0) return []
  const ids = [...scored.keys()]
  const users = db
    .prepare(
      `SELECT id, name, code, created_at FROM users WHERE id IN (${ids.map(() => '?').join(',')}) AND code != ?`,
    )
    .all(...ids, DEFAULT_INVITE_CODE) as { id: number; name: string; code: string; created_at: number }[]
  return users
    .map((user) => ({ user, score: scored.get(user.id) ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.user.created_at - b.user.created_at || a.user.id - b.user.id)
    .map(({ user }, index) => ({
      rank: index + 1,
      userId: user.id,
      name: user.name,
      code: user.code,
      scores: scoresOf(maps, user.id),
    }))
}

/** One user's row at `now`: their rank on the board (null when they are not on it) and their four scores. */
export function ownRanking(
  db: Db,
  board: RankingFilter,
  userId: number,
  now: number,
): { rank: number | null; scores: RankingScores } {
  const ranked = rankingBoard(db, board, now).find((row) => row.userId === userId)
  return { rank: ranked?.rank ?? null, scores: ranked?.scores ?? scoresOf(allScores(db, now), userId) }
}
