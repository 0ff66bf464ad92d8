/**
 * `@mandi/api-client/first-reads`: the entry screens' first GETs decoded without Effect (first-reads.ts),
 * and the plain wire primitives' failure value. Nothing here imports Effect at run time.
 */

export type { Fail } from '../wire-values.ts'
export { FAIL } from '../wire-values.ts'
export type { FirstRead } from './first-reads.ts'
export { firstReads, readAnswer } from './first-reads.ts'
export type { PlainDecoder } from './plan.ts'
