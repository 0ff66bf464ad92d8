import { rankingCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const rankingApi = rankingCalls(callContext)
