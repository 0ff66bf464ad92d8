/**
 * A non-negative decimal (number or plain decimal text) as an integer count of hundredths, parsed from its
 * decimal text so 2.5 becomes exactly 250. More than two decimals round half up. Used for percents, which
 * then become basis points.
 */
export function toHundredths(value: number | string, what: string): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  const match = typeof text === 'string' ? /^([0-9]+)(?:\.([0-9]+))?$/.exec(text) : null
  if (match === null) throw new RangeError(`${what} is not a non-negative plain decimal: ${String(value)}`)
  const [, whole = '0', fraction = ''] = match
  const hundredths =
    Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2)) + ((fraction[2] ?? '0') >= '5' ? 1 : 0)
  if (!Number.isSafeInteger(hundredths)) throw new RangeError(`${what} is too large: ${String(value)}`)
  return hundredths
}

/** round(numerator / denominator) half up, exactly, for non-negative safe integers (products may exceed 2^53). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n))
}

/** floor(numerator / denominator), exactly, for non-negative integers. */
export function divideFloor(numerator: bigint, denominator: bigint): number {
  return Number(numerator / denominator)
}
