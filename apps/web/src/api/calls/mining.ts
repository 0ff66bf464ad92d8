import { miningCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const miningApi = miningCalls(callContext)
