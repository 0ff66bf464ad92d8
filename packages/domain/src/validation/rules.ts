import type { RuleId } from './rule-ids.ts'

type Rule = {
  /** The input's maximum length from §5, when it states one. */
  maxLength?: number
  test: (value: string) => boolean
}

// "Digits" and "letters" are ASCII only: other scripts' digits would reach the server as text it cannot
// read, and the identifiers here (PAN, IFSC, PIN) are ASCII by definition.
const digits = (min: number, max: number) => new RegExp(`^[0-9]{${min},${max}}$`)
const alphanumeric = (min: number, max: number) => new RegExp(`^[A-Za-z0-9]{${min},${max}}$`)

/** Length of the text without surrounding spaces, for fields where a person types a name or place. */
const trimmedLengthBetween = (value: string, min: number, max: number) => {
  const { length } = value.trim()
  return length >= min && length <= max
}

// Letters or digits with spaces allowed between words (not only at the ends, which are trimmed first).
const WORDS_OF_ALPHANUMERICS = /^[A-Za-z0-9]+(?: +[A-Za-z0-9]+)*$/
const WORDS_OF_LETTERS = /^[A-Za-z]+(?: +[A-Za-z]+)*$/
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/
const BIRTH_DATE = /^([0-9]{4})([0-9]{2})([0-9]{2})$/
const PASSWORD_CHARS = /^[A-Za-z0-9.*@]{6,20}$/

function isCalendarDate(value: string): boolean {
  const match = BIRTH_DATE.exec(value)
  if (match === null) return false
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

function isPositiveAmount(value: string): boolean {
  const match = /^[0-9]+(?:\.[0-9]+)?$/.exec(value.trim())
  return match !== null && Number(match[0]) > 0
}

export const RULES: Record<RuleId, Rule> = {
  'registration.name': { test: (v) => v.trim().length >= 2 },
  'registration.email': { test: (v) => EMAIL.test(v.trim()) },
  'registration.password': { test: (v) => v.length >= 6 },
  'registration.mobile': { test: (v) => v.trim().length >= 10 },
  'registration.inviteCode': { test: (v) => v.trim().length >= 5 },
  otp: { maxLength: 6, test: (v) => v.length === 6 },
  'trade.amount': { maxLength: 12, test: (v) => digits(3, 12).test(v) },
  'deposit.amountField': { maxLength: 10, test: (v) => digits(2, 10).test(v) },
  'deposit.amount': { test: isPositiveAmount },
  pan: { maxLength: 10, test: (v) => alphanumeric(10, 10).test(v) },
  'verification.fullName': { maxLength: 30, test: (v) => trimmedLengthBetween(v, 5, 30) },
  'verification.birthDate': { maxLength: 8, test: isCalendarDate },
  'verification.address': {
    maxLength: 30,
    test: (v) => trimmedLengthBetween(v, 3, 30) && WORDS_OF_ALPHANUMERICS.test(v.trim()),
  },
  'verification.pin': { maxLength: 6, test: (v) => digits(6, 6).test(v) },
  'verification.city': {
    test: (v) => v.trim().length >= 3 && WORDS_OF_ALPHANUMERICS.test(v.trim()),
  },
  'password.change': { maxLength: 20, test: (v) => PASSWORD_CHARS.test(v) },
  'withdrawal.amount': { maxLength: 12, test: (v) => digits(3, 12).test(v) },
  'bitPro.amount': { maxLength: 12, test: (v) => digits(3, 12).test(v) },
  'mining.quantity': { maxLength: 3, test: (v) => digits(1, 3).test(v) },
  'bank.account': { maxLength: 20, test: (v) => trimmedLengthBetween(v, 1, 20) },
  'bank.ifsc': { maxLength: 11, test: (v) => trimmedLengthBetween(v, 1, 11) },
  'bank.bankName': { maxLength: 20, test: (v) => trimmedLengthBetween(v, 1, 20) },
  'bankUpdate.holder': { maxLength: 20, test: (v) => trimmedLengthBetween(v, 3, 20) },
  'bankUpdate.account': { maxLength: 20, test: (v) => digits(5, 20).test(v) },
  'bankUpdate.ifsc': { maxLength: 11, test: (v) => alphanumeric(11, 11).test(v) },
  'bankUpdate.bankName': {
    maxLength: 20,
    test: (v) => trimmedLengthBetween(v, 3, 20) && WORDS_OF_LETTERS.test(v.trim()),
  },
  'bankUpdate.otp': { maxLength: 6, test: (v) => digits(6, 6).test(v) },
  'transfer.utr': { maxLength: 12, test: (v) => digits(12, 12).test(v) },
}
