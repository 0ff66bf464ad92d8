import { paise as asPaise, checkField, paiseToRupeeString, type RuleId, toPaise } from '@mandi/domain'
import type { Args } from './call-input.ts'
import { reject } from './wire.ts'

/** A text argument; numbers become their text, anything else ''. */
export function text(args: Args, key: string): string {
  const value = args[key]
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return ''
}

/** A whole number argument within [min, max], or a rejection naming the field. */
export function int(
  args: Args,
  key: string,
  min = 1,
  max = 1_000_000_000,
  message = `Invalid ${key}`,
): number {
  const value = args[key]
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?[0-9]{1,15}$/.test(value)
        ? Number(value)
        : Number.NaN
  if (!Number.isSafeInteger(n) || n < min || n > max) reject(message)
  return n
}

/** Applies a §5 rule from @mandi/domain (the same check the client runs) and rejects with its message. */
export function check(rule: RuleId, value: string): string {
  const message = checkField(rule, value)
  if (message !== null) reject(message)
  return value
}

/**
 * A money argument (decimal rupees, as the client sends "1200.00") checked against a §5 digits rule.
 * Those rules are about the whole rupees typed into the field, so paise are refused.
 */
export function wholeRupees(args: Args, key: string, rule: RuleId): number {
  const raw = text(args, key).trim()
  let paise: number
  try {
    paise = toPaise(raw)
  } catch {
    return reject(checkField(rule, raw) ?? 'Invalid Amount')
  }
  if (paise <= 0 || paise % 100 !== 0) reject(checkField(rule, raw) ?? 'Invalid Amount')
  const rupees = paiseToRupeeString(asPaise(paise)).replace(/\.00$/, '')
  check(rule, rupees)
  return paise
}

/** A money argument that must be a positive plain decimal; returns paise. */
export function positiveMoney(args: Args, key: string, message = 'Invalid Amount'): number {
  try {
    const paise = toPaise(text(args, key).trim())
    if (paise > 0) return paise
  } catch {
    // falls through to the rejection
  }
  return reject(message)
}

/** A money argument that must be a plain decimal of zero or more; returns paise. */
export function nonNegativeMoney(args: Args, key: string, message: string): number {
  try {
    const paise = toPaise(text(args, key).trim())
    if (paise >= 0) return paise
  } catch {
    // falls through to the rejection
  }
  return reject(message)
}
