import { teamCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const teamApi = teamCalls(callContext)
