import { Schema } from 'effect'
import { OwnRanking, RankingEntry, type RankingField } from '../schemas/ranking.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface RankingCalls {
  /** GET user/ranking with `filed` = field. */
  readonly list: (field: RankingField) => Call<ReadonlyArray<RankingEntry>>
  /** GET user/my_ranking with `filed` = field (extension): the signed-in user's own row on that board. */
  readonly mine: (field: RankingField) => Call<OwnRanking>
}

export function rankingCalls(c: CallContext): RankingCalls {
  return {
    list: (field) => getData(c, 'user/ranking', { filed: field }, Schema.Array(RankingEntry)),
    mine: (field) => getData(c, 'user/my_ranking', { filed: field }, OwnRanking),
  }
}
