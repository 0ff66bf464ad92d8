import { noticeCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const noticeApi = noticeCalls(callContext)
