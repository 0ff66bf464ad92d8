import { Schema } from 'effect'
import { Money, Timestamp, WireInt } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET user/ranking `filed` values (§4 Ranking filters); `invite_moth` is the wire's spelling. */
export const RankingField = Schema.Literals(['team', 'team_month', 'invite', 'invite_moth'])
export type RankingField = typeof RankingField.Type

export const RankingMember = Schema.Struct({
  name: Schema.String,
  code: Schema.String,
})

/**
 * GET user/ranking entry (§3 Ranking entry), ordered best first (CONTRACT.md, "Ranking boards"): `team` and
 * `team_month` are money, the deposits credited to the member's three-level team this India week and month;
 * `invite` and `invite_moth` count the people the member invited directly who registered this week and month.
 * `rank` (extension, optional) is the entry's place on its board.
 */
export const RankingEntry = Schema.Struct({
  member: RankingMember,
  team: Money,
  teamMonth: Money,
  invite: WireInt,
  inviteMonth: WireInt,
  rank: Schema.optionalKey(WireInt),
}).pipe(wireKeys({ teamMonth: 'team_month', inviteMonth: 'invite_moth' }))
export type RankingEntry = typeof RankingEntry.Type

/**
 * GET user/my_ranking answer (extension): the signed-in user's own row on a board wherever it falls, `rank`
 * null when the user is not on it (a score of zero), and the period the board covers, `start` (included) to
 * `end` (excluded), India time.
 */
export const OwnRanking = Schema.Struct({
  rank: Schema.NullOr(WireInt),
  entry: RankingEntry,
  start: Timestamp,
  end: Timestamp,
})
export type OwnRanking = typeof OwnRanking.Type
