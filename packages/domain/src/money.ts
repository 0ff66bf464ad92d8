declare const paiseBrand: unique symbol

/**
 * An amount of money as a whole number of paise (1 rupee = 100 paise). The brand keeps raw numbers
 * (rupees, quantities, percents) from being passed where money is expected.
 */
export type Paise = number & { readonly [paiseBrand]: 'Paise' }

export const PAISE_PER_RUPEE = 100

/** A plain decimal: optional minus, ASCII digits, optional fraction. No exponent, sign '+', spaces or hex. */
const PLAIN_DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/

/** Builds a Paise from a count of paise; throws a RangeError unless it is a safe integer. */
export function paise(count: number): Paise {
  if (!Number.isSafeInteger(count)) {
    throw new RangeError(`Not a whole, safe number of paise: ${String(count)}`)
  }
  // Normalises -0 so that formatting never shows "-₹0.00".
  return (count === 0 ? 0 : count) as Paise
}

export const ZERO_PAISE: Paise = paise(0)

function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${String(value)}`)
  const text = String(value)
  if (!text.includes('e')) return text
  // String() switches to exponent form below 1e-6 and from 1e21: tiny values round to zero paise and
  // huge ones are beyond a safe paise count anyway.
  if (Math.abs(value) < 1) return '0'
  throw new RangeError(`Amount too large: ${text}`)
}

/**
 * Rupees (a number, or a plain decimal string such as "1200.5") to paise, parsed from the decimal text so
 * that no float multiplication can be off by one paisa. More than two decimals round half away from zero
 * on the third decimal ("0.005" → 1, "-0.005" → -1). Throws a RangeError on NaN, Infinity, '' and any text
 * that is not a plain ASCII decimal ('1e3', '0x10', ' 12', '+5', '12abc', non-ASCII digits).
 */
export function toPaise(value: number | string): Paise {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value
  const match = PLAIN_DECIMAL.exec(text)
  if (match === null) throw new RangeError(`Not a plain decimal amount: ${JSON.stringify(text)}`)
  const [, sign = '', whole = '0', fraction = ''] = match
  const cents = `${fraction}00`.slice(0, 2)
  const roundUp = (fraction[2] ?? '0') >= '5'
  const magnitude = Number(whole) * PAISE_PER_RUPEE + Number(cents) + (roundUp ? 1 : 0)
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Amount too large: ${text}`)
  return paise(sign === '-' ? -magnitude : magnitude)
}

/** Same as toPaise; the name reads better at the wire boundary. */
export const rupeesToPaise = toPaise

/** Whole rupees (an integer count) to paise, e.g. for the integral balance or constants. */
export function rupees(whole: number): Paise {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole number of rupees: ${String(whole)}`)
  return paise(whole * PAISE_PER_RUPEE)
}

function splitSign(p: Paise): { negative: boolean; whole: number; fraction: string } {
  const negative = p < 0
  const abs = Math.abs(p)
  return {
    negative,
    whole: Math.floor(abs / PAISE_PER_RUPEE),
    fraction: String(abs % PAISE_PER_RUPEE).padStart(2, '0'),
  }
}

/** Plain decimal rupees with two decimals and no grouping, as sent on the wire: "1200.50", "-0.05". */
export function paiseToRupeeString(p: Paise): string {
  const { negative, whole, fraction } = splitSign(p)
  return `${negative ? '-' : ''}${whole}.${fraction}`
}

/** Rupees as a JS number (e.g. for a JSON number on the wire). Exact enough to round-trip through toPaise. */
export function paiseToRupees(p: Paise): number {
  return p / PAISE_PER_RUPEE
}

/**
 * A whole number of rupees with Indian grouping, as en-IN writes it: the last three digits, then pairs
 * ("1,23,45,678"). Written out rather than with Intl.NumberFormat: the first en-IN formatter of a page loads
 * the locale data, 20–160 ms on a phone at 4× CPU, inside the task that first renders a price (/home's
 * products). A test checks it against Intl for every size of number.
 */
export function groupIndian(whole: number): string {
  const digits = String(whole)
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * "₹1,23,456.50": the rupee sign, Indian grouping, always two decimals; negatives as "-₹12.00". The
 * rupee part is grouped as an integer and the paise appended, so large amounts never lose a paisa to
 * float division.
 */
export function formatRupees(p: Paise): string {
  const { negative, whole, fraction } = splitSign(p)
  return `${negative ? '-' : ''}₹${groupIndian(whole)}.${fraction}`
}

/** Balances strictly above this are abbreviated with K (§9: "K above 100000"). */
export const ABBREVIATION_THRESHOLD: Paise = paise(100_000 * PAISE_PER_RUPEE)

/**
 * Up to ₹1,00,000.00 this is formatRupees. Above it, thousands of rupees with two decimals and a K:
 * 12345678 paise (₹1,23,456.78) → "₹123.45K". The figure is truncated, not rounded, so a balance is never
 * shown as more than is held.
 */
export function abbreviateBalance(p: Paise): string {
  if (Math.abs(p) <= ABBREVIATION_THRESHOLD) return formatRupees(p)
  // One hundredth of a K is ten rupees, i.e. 1000 paise.
  const hundredthsOfK = (p - (p % 1000)) / 1000
  const { negative, whole, fraction } = splitSign(paise(hundredthsOfK))
  return `${negative ? '-' : ''}₹${groupIndian(whole)}.${fraction}K`
}

const COMPACT_UNITS = [
  { unit: 'Cr', rupees: 1_00_00_000 },
  { unit: 'L', rupees: 1_00_000 },
  { unit: 'K', rupees: 1_000 },
] as const

/**
 * The short Indian form for a tight space: "₹28.9 K", "₹1.5 L", "₹15 L", "₹2.3 Cr"; below ₹1,000 it is
 * formatRupees. One decimal, cut rather than rounded (so an amount never reads as more than it is), and a
 * ".0" is dropped. The unit follows a no-break space, so the figure never wraps. Pair it with the full value
 * for screen readers (the ui-kit Money component does).
 */
export function formatCompactRupees(p: Paise): string {
  const { negative, whole } = splitSign(p)
  const step = COMPACT_UNITS.find((candidate) => whole >= candidate.rupees)
  if (step === undefined) return formatRupees(p)
  // Tenths of the unit, truncated: integer arithmetic on whole rupees, no float division of money.
  const tenths = Math.floor((whole * 10) / step.rupees)
  const units = Math.floor(tenths / 10)
  const tenth = tenths % 10
  const figure = tenth === 0 ? groupIndian(units) : `${groupIndian(units)}.${tenth}`
  return `${negative ? '-' : ''}₹${figure}\u00a0${step.unit}`
}

/** What the eye toggle shows instead of an amount; fixed length so the mask does not reveal magnitude. */
export const AMOUNT_MASK = '******'

/** The eye toggle: the text itself when shown, the fixed mask when hidden (the default). */
export function maskAmount(text: string, hidden = true): string {
  return hidden ? AMOUNT_MASK : text
}

export function addPaise(a: Paise, b: Paise): Paise {
  return paise(a + b)
}

export function subtractPaise(a: Paise, b: Paise): Paise {
  return paise(a - b)
}

/** Price × quantity; the factor must be an integer (a quantity), so the result stays whole paise. */
export function multiplyPaise(p: Paise, factor: number): Paise {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`Not an integer factor: ${String(factor)}`)
  return paise(p * factor)
}

export function minPaise(a: Paise, b: Paise): Paise {
  return a <= b ? a : b
}

export function maxPaise(a: Paise, b: Paise): Paise {
  return a >= b ? a : b
}
