import { Schema } from 'effect'
import { Announcement, PageContent } from '../schemas/announcement.ts'
import { Activity, ChannelMessage } from '../schemas/channel.ts'
import { RankingEntry, type RankingField } from '../schemas/ranking.ts'
import { RewardEntry } from '../schemas/reward.ts'
import { type TeamLevel, TeamMember, TeamSummary } from '../schemas/team.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface RewardCalls {
  readonly lastTen: () => Call<ReadonlyArray<RewardEntry>>
}

export interface NoticeCalls {
  readonly list: () => Call<ReadonlyArray<Announcement>>
  readonly info: (id: number) => Call<Announcement>
}

export interface PageCalls {
  readonly info: (id: number) => Call<PageContent>
}

export interface TeamCalls {
  /** GET user/team: the summary over all three levels. */
  readonly overview: () => Call<TeamSummary>
  /** GET user/direct: the summary of one level. */
  readonly summary: (level: TeamLevel) => Call<TeamSummary>
  /** GET user/direct_people. */
  readonly members: (level: TeamLevel) => Call<ReadonlyArray<TeamMember>>
}

export interface ChannelCalls {
  /** GET channel/list: the signal channel. */
  readonly messages: () => Call<ReadonlyArray<ChannelMessage>>
  /** GET channel/list?tp=1: activities on /find. */
  readonly activities: () => Call<ReadonlyArray<Activity>>
}

export interface RankingCalls {
  /** GET user/ranking with `filed` = field. */
  readonly list: (field: RankingField) => Call<ReadonlyArray<RankingEntry>>
}

export function rewardCalls(c: CallContext): RewardCalls {
  return { lastTen: () => getData(c, 'reward/last_ten', {}, Schema.Array(RewardEntry)) }
}

export function noticeCalls(c: CallContext): NoticeCalls {
  return {
    list: () => getData(c, 'notice/list', {}, Schema.Array(Announcement)),
    info: (id) => getData(c, 'notice/info', { id }, Announcement),
  }
}

export function pageCalls(c: CallContext): PageCalls {
  return { info: (id) => getData(c, 'page/info', { id }, PageContent) }
}

export function teamCalls(c: CallContext): TeamCalls {
  return {
    overview: () => getData(c, 'user/team', {}, TeamSummary),
    summary: (level) => getData(c, 'user/direct', { level }, TeamSummary),
    members: (level) => getData(c, 'user/direct_people', { level }, Schema.Array(TeamMember)),
  }
}

export function channelCalls(c: CallContext): ChannelCalls {
  return {
    messages: () => getData(c, 'channel/list', {}, Schema.Array(ChannelMessage)),
    activities: () => getData(c, 'channel/list', { tp: 1 }, Schema.Array(Activity)),
  }
}

export function rankingCalls(c: CallContext): RankingCalls {
  return { list: (field) => getData(c, 'user/ranking', { filed: field }, Schema.Array(RankingEntry)) }
}
