import { channelCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const channelApi = channelCalls(callContext)
