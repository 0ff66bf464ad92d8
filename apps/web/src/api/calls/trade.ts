import { tradeCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const tradeApi = tradeCalls(callContext)
