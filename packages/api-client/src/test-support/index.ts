/** Test support of @mandi/api-client (`@mandi/api-client/test-support`): typed wire builders for fakes. */
export * from './builders.ts'
