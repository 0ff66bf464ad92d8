import { pageCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const pageApi = pageCalls(callContext)
