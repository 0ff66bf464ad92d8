import { userCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const userApi = userCalls(callContext)
