import { chatCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const chatApi = chatCalls(callContext)
