import { Schema } from 'effect'
import { RankingEntry, type RankingField } from '../schemas/ranking.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface RankingCalls {
  /** GET user/ranking with `filed` = field. */
  readonly list: (field: RankingField) => Call<ReadonlyArray<RankingEntry>>
}

export function rankingCalls(c: CallContext): RankingCalls {
  return { list: (field) => getData(c, 'user/ranking', { filed: field }, Schema.Array(RankingEntry)) }
}
