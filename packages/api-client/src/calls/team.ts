import { Schema } from 'effect'
import { type TeamLevel, TeamMember, TeamSummary } from '../schemas/team.ts'
import { type Call, type CallContext, getData, pageParam } from './context.ts'

export interface TeamCalls {
  /** GET user/team: the summary over all three levels. */
  readonly overview: () => Call<TeamSummary>
  /** GET user/direct: the summary of one level. */
  readonly summary: (level: TeamLevel) => Call<TeamSummary>
  /** GET user/direct_people. */
  /** One page (newest first; page 1 when not given). */
  readonly members: (level: TeamLevel, page?: number) => Call<ReadonlyArray<TeamMember>>
}

export function teamCalls(c: CallContext): TeamCalls {
  return {
    overview: () => getData(c, 'user/team', {}, TeamSummary),
    summary: (level) => getData(c, 'user/direct', { level }, TeamSummary),
    members: (level, page) =>
      getData(c, 'user/direct_people', { level, ...pageParam(page) }, Schema.Array(TeamMember)),
  }
}
