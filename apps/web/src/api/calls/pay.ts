import { payCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const payApi = payCalls(callContext)
