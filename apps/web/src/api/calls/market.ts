import { marketHistoryCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const marketApi = marketHistoryCalls(callContext)
