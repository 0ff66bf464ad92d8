import { authCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const authApi = authCalls(callContext)
