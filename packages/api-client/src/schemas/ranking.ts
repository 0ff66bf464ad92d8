import { Schema } from 'effect'
import { WireNumber } from './wire.ts'
import { wireKeys } from './wire-keys.ts'

/** GET user/ranking `filed` values (§4 Ranking filters); `invite_moth` is the wire's spelling. */
export const RankingField = Schema.Literals(['team', 'team_month', 'invite', 'invite_moth'])
export type RankingField = typeof RankingField.Type

export const RankingMember = Schema.Struct({
  name: Schema.String,
  code: Schema.String,
})

/**
 * GET user/ranking entry (§3 Ranking entry), ordered best first. The four scores are plain numbers
 * (team figures and invite counts), not money.
 */
export const RankingEntry = Schema.Struct({
  member: RankingMember,
  team: WireNumber,
  teamMonth: WireNumber,
  invite: WireNumber,
  inviteMonth: WireNumber,
}).pipe(wireKeys({ teamMonth: 'team_month', inviteMonth: 'invite_moth' }))
export type RankingEntry = typeof RankingEntry.Type
