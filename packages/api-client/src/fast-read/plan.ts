import { parseCategory } from '@mandi/domain'
import { FAIL, type Fail, isPaise, WIRE_VALUES, type WireValueName } from '../wire-values.ts'

/**
 * A decoder as data, generated from an Effect schema (plan-of.ts) and run by decodePlan without Effect. It
 * covers the shapes the first answers use: structs (with the wire's key names and optional keys), arrays,
 * unions, literals, strings and the wire primitives of wire-values.ts. The generator refuses any other shape,
 * so a plan never guesses.
 */
export type Plan =
  | readonly ['string']
  | readonly ['number']
  | readonly ['boolean']
  | readonly ['null']
  | readonly ['unknown']
  | readonly ['literal', string | number | boolean]
  | readonly ['value', WireValueName]
  | readonly ['array', Plan]
  /** Fields: the key on the wire, the key in code, the field's plan, and 1 when the key may be absent. */
  | readonly ['struct', ReadonlyArray<PlanField>]
  /** Tried in order; the first member that decodes wins (Effect's default union mode). */
  | readonly ['union', ReadonlyArray<Plan>]

export type PlanField = readonly [wire: string, code: string, plan: Plan, optional?: 1]

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Decodes `value` as the plan's schema would, or returns FAIL where the schema would fail. */
export function decodePlan(plan: Plan, value: unknown): unknown {
  switch (plan[0]) {
    case 'string':
      return typeof value === 'string' ? value : FAIL
    case 'number':
      return typeof value === 'number' ? value : FAIL
    case 'boolean':
      return typeof value === 'boolean' ? value : FAIL
    case 'null':
      return value === null ? null : FAIL
    case 'unknown':
      return value
    case 'literal':
      return value === plan[1] ? value : FAIL
    case 'value':
      return WIRE_VALUES[plan[1]](value)
    case 'array': {
      if (!Array.isArray(value)) return FAIL
      const out: unknown[] = []
      for (const item of value) {
        const decoded = decodePlan(plan[1], item)
        if (decoded === FAIL) return FAIL
        out.push(decoded)
      }
      return out
    }
    case 'struct': {
      if (!isObject(value)) return FAIL
      const out: Record<string, unknown> = {}
      for (const [wire, code, field, optional] of plan[1]) {
        if (!Object.hasOwn(value, wire)) {
          if (optional) continue
          return FAIL
        }
        const decoded = decodePlan(field, value[wire])
        if (decoded === FAIL) return FAIL
        out[code] = decoded
      }
      return out
    }
    case 'union':
      for (const member of plan[1]) {
        const decoded = decodePlan(member, value)
        if (decoded !== FAIL) return decoded
      }
      return FAIL
  }
}

/** A typed decoder over a plan: the decoded value, or FAIL. */
export type PlainDecoder<T> = (value: unknown) => T | Fail

export const plainDecoder =
  <T>(plan: Plan): PlainDecoder<T> =>
  (value) =>
    decodePlan(plan, value) as T | Fail

/** What each wire primitive decodes to: the check of a decoded value (isDecodedBy). */
const DECODED: { readonly [K in WireValueName]: (value: unknown) => boolean } = {
  money: isPaise,
  wireNumber: (value) => typeof value === 'number' && Number.isFinite(value),
  wireInt: (value) => typeof value === 'number' && Number.isSafeInteger(value),
  wireBoolean: (value) => typeof value === 'boolean',
  text: (value) => typeof value === 'string',
  category: (value) => value === undefined || parseCategory(value) === value,
}

/**
 * Whether `value` is something the plan decodes to (the keys in code, the primitives' decoded types): the
 * check of a decoded answer kept on the phone (issue 30), read from the same plan as the decoder, so a kept
 * answer in another shape (an older build) is not shown.
 */
export function isDecodedBy(plan: Plan, value: unknown): boolean {
  switch (plan[0]) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'unknown':
    case 'literal':
      return decodePlan(plan, value) !== FAIL
    case 'value':
      return DECODED[plan[1]](value)
    case 'array':
      return Array.isArray(value) && value.every((item) => isDecodedBy(plan[1], item))
    case 'struct':
      return (
        isObject(value) &&
        plan[1].every(([, code, field, optional]) =>
          Object.hasOwn(value, code) ? isDecodedBy(field, value[code]) : optional === 1,
        )
      )
    case 'union':
      return plan[1].some((member) => isDecodedBy(member, value))
  }
}
