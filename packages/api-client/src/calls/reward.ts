import { Schema } from 'effect'
import { RewardEntry } from '../schemas/reward.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface RewardCalls {
  readonly lastTen: () => Call<ReadonlyArray<RewardEntry>>
}

export function rewardCalls(c: CallContext): RewardCalls {
  return { lastTen: () => getData(c, 'reward/last_ten', {}, Schema.Array(RewardEntry)) }
}
