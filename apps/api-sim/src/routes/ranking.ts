import { RANKING_FILTERS, type RankingFilter } from '@mandi/domain'
import { text } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import { boardPeriod, ownRanking, type RankingScores, rankingBoard } from '../services/rankings.ts'

/** A RankingEntry on the wire: team figures are money (rupees), invite figures counts (CONTRACT.md). */
function wireEntry(name: string, code: string, scores: RankingScores) {
  return {
    member: { name, code },
    team: money(scores.team),
    team_month: money(scores.teamMonth),
    invite: scores.invite,
    invite_moth: scores.inviteMonth,
  }
}

function boardOf(args: Record<string, unknown>): RankingFilter | null {
  const filed = text(args, 'filed')
  return (RANKING_FILTERS as readonly string[]).includes(filed) ? (filed as RankingFilter) : null
}

export function rankingRoutes(r: Router): void {
  /** §7 user/ranking: one page of the board, best first; each entry also carries its `rank` (extension). */
  r.get('user/ranking', ({ sim, args }) => {
    const board = boardOf(args)
    if (!board) return fail('Unknown ranking')
    const page = pageOf(args)
    const rows = rankingBoard(sim.db, board, sim.clock.now()).slice(page.offset, page.offset + page.limit)
    return ok(rows.map((row) => ({ ...wireEntry(row.name, row.code, row.scores), rank: row.rank })))
  })

  /**
   * Extension: the signed-in user's own row on a board, wherever it falls (null rank when not on it), and the
   * period the board covers.
   */
  r.get('user/my_ranking', ({ sim, userId, args }) => {
    const board = boardOf(args)
    if (!board) return fail('Unknown ranking')
    const now = sim.clock.now()
    const user = sim.db.prepare('SELECT name, code FROM users WHERE id = ?').get(userId) as {
      name: string
      code: string
    }
    const own = ownRanking(sim.db, board, userId, now)
    const period = boardPeriod(board, now)
    return ok({
      rank: own.rank,
      entry: wireEntry(user.name, user.code, own.scores),
      start: timestamp(period.start),
      end: timestamp(period.end),
    })
  })
}
