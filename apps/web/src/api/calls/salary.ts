import { salaryCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const salaryApi = salaryCalls(callContext)
