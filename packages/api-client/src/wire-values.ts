import { type Paise, type ProductCategory, parseCategory, toPaise } from '@mandi/domain'

/**
 * The wire primitives' decoding as plain functions (no Effect): each takes a value as JSON gives it and
 * returns the decoded value or FAIL. The Effect schemas of schemas/wire.ts call these same functions in
 * their transformations, and the plan decoder (fast-read/plan.ts) calls them by name, so there is one
 * parser per primitive. A test checks each against its schema on every kind of JSON value.
 */

/** What a plain decoder returns when the value does not decode (undefined is a value: an absent category). */
export const FAIL: unique symbol = Symbol('does not decode')
export type Fail = typeof FAIL

const isNumberOrString = (value: unknown): value is number | string =>
  typeof value === 'number' || typeof value === 'string'

/** A whole number of paise (what Money decodes to). */
export const isPaise = (value: unknown): value is Paise =>
  typeof value === 'number' && Number.isSafeInteger(value)

/** Decimal rupees (1200.5 or "1200.50") to integer paise, through @mandi/domain's one money parser. */
export function money(value: unknown): Paise | Fail {
  if (!isNumberOrString(value)) return FAIL
  try {
    const paise = toPaise(value)
    return isPaise(paise) ? paise : FAIL
  } catch {
    return FAIL
  }
}

const decimalPattern = /^-?[0-9]+(\.[0-9]+)?$/

/** A finite number, as a JSON number or a plain decimal string. */
export function wireNumber(value: unknown): number | Fail {
  if (!isNumberOrString(value)) return FAIL
  const n = typeof value === 'number' ? value : decimalPattern.test(value) ? Number(value) : Number.NaN
  return Number.isFinite(n) ? n : FAIL
}

/** A safe integer, as a JSON number or a string of digits. */
export function wireInt(value: unknown): number | Fail {
  if (!isNumberOrString(value)) return FAIL
  const n = typeof value === 'number' ? value : /^-?[0-9]+$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(n) ? n : FAIL
}

/** A flag as a JSON boolean or as 0/1. */
export function wireBoolean(value: unknown): boolean | Fail {
  return value === true || value === false || value === 0 || value === 1
    ? value === true || value === 1
    : FAIL
}

/** Free text, null meaning ''. */
export function text(value: unknown): string | Fail {
  return typeof value === 'string' ? value : value === null ? '' : FAIL
}

/** A product's category: one of the six ids, anything else dropped (never fails). */
export function category(value: unknown): ProductCategory | undefined {
  return parseCategory(value)
}

/** Every primitive by the name its schema's `wireValue` annotation gives. */
export const WIRE_VALUES = { money, wireNumber, wireInt, wireBoolean, text, category } as const
export type WireValueName = keyof typeof WIRE_VALUES
