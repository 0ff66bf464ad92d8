import { checkField } from './check-field.ts'

// The wire keeps §9's YYYYMMDD; people in India read and write a date as DD/MM/YYYY. These two functions
// are the only place the two forms meet.

const DAY_MONTH_YEAR = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/
const DAY_MONTH_YEAR_DIGITS = /^(\d{2})(\d{2})(\d{4})$/
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const WIRE = /^(\d{4})(\d{2})(\d{2})$/

/** The earliest year accepted as a birth year: anything before is a typing slip. */
export const EARLIEST_BIRTH_YEAR = 1900

/** The wire form of a matched date; `order` names which capture group holds the year, month and day. */
function wireOf(match: RegExpExecArray, order: 'ymd' | 'dmy'): string | null {
  const [year, month, day] = order === 'ymd' ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]]
  const wire = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`
  if (Number(year) < EARLIEST_BIRTH_YEAR) return null
  return checkField('verification.birthDate', wire) === null ? wire : null
}

/**
 * A date of birth as a person typed or pasted it, in the wire's YYYYMMDD, or null when it is not a real
 * date. Read as day first: "15/01/1990", "15-1-1990", "15.01.1990", "15 01 1990" and "15011990" all give
 * "19900115"; an ISO "1990-01-15" (what a date picker or a copied record gives) is read year first.
 */
export function birthDateFromDisplay(text: string): string | null {
  const value = text.trim()
  const iso = ISO_DATE.exec(value)
  if (iso) return wireOf(iso, 'ymd')
  const dmy = DAY_MONTH_YEAR.exec(value) ?? DAY_MONTH_YEAR_DIGITS.exec(value)
  if (dmy) return wireOf(dmy, 'dmy')
  return null
}

/** The wire's YYYYMMDD as DD/MM/YYYY; any other value is returned as it is (shown as the server sent it). */
export function birthDateForDisplay(wire: string): string {
  const match = WIRE.exec(wire.trim())
  if (!match) return wire
  return `${match[3]}/${match[2]}/${match[1]}`
}
