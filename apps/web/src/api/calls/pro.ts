import { proCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const proApi = proCalls(callContext)
