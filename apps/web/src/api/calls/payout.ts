import { payoutCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const payoutApi = payoutCalls(callContext)
