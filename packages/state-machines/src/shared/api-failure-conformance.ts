import type { ApiError } from '@mandi/api-client'
import type { ApiFailure } from './api-failure.ts'

/**
 * Compile-time check that every error of @mandi/api-client can reject a machine's actor promise: the web app
 * passes the client's errors through unchanged, and the machines read them as `ApiFailure`.
 */
export type ApiErrorIsApiFailure = ApiError extends ApiFailure ? true : never
export const apiErrorIsApiFailure: ApiErrorIsApiFailure = true
