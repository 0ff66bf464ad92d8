import { productCalls } from '@mandi/api-client'
import { callContext } from '../context.ts'

export const productApi = productCalls(callContext)
