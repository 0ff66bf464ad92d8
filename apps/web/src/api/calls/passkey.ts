import { passkeyCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const passkeyApi = passkeyCalls(callContext)
