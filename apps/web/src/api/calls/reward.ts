import { rewardCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const rewardApi = rewardCalls(callContext)
