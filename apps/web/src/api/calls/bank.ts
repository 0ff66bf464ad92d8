import { bankCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const bankApi = bankCalls(callContext)
