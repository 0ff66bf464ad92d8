import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise, rupees } from './money.ts'
import {
  istTimestampMs,
  miningIncomePercent,
  TRADE_DIRECTION,
  TRADE_DURATION_LABEL,
  TRADE_DURATION_MS,
  TRADE_MIN_AMOUNT,
  TRADE_QUICK_AMOUNTS,
  tradeAmount,
  tradeRateBasisPoints,
  tradeReturns,
  tradeSettlesAtMs,
} from './trading.ts'

describe('tradeReturns (what the reference server pays when a trade settles)', () => {
  it('right: the stake plus stake × rate, rounded down to the paisa; wrong: nothing back', () => {
    expect(tradeReturns({ amount: rupees(100), ratePercent: 15 })).toEqual({
      profit: rupees(15),
      ifRight: rupees(115),
      ifWrong: 0,
    })
    // 333 × 15.55 % = 51.7815 rupees → 5178 paise (rounded down).
    expect(tradeReturns({ amount: rupees(333), ratePercent: '15.55' })).toEqual({
      profit: paise(5178),
      ifRight: paise(33_300 + 5178),
      ifWrong: 0,
    })
    expect(tradeReturns({ amount: rupees(250), ratePercent: 0 }).ifRight).toBe(rupees(250))
    // The largest amount the field takes (12 digits) stays exact.
    expect(tradeReturns({ amount: rupees(999_999_999_999), ratePercent: 15 }).profit).toBe(
      paise(14_999_999_999_985),
    )
  })

  it('matches the server formula floor(stake × basis points / 10000) for any amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 999_999_999 }),
        fc.integer({ min: 0, max: 100_000 }),
        (wholeRupees, basisPoints) => {
          const amount = rupees(wholeRupees)
          const returns = tradeReturns({ amount, ratePercent: basisPoints / 100 })
          const expected = Math.floor((amount * basisPoints) / 10_000)
          expect(returns.profit).toBe(expected)
          expect(Number.isInteger(returns.ifRight)).toBe(true)
          expect(returns.ifRight - amount).toBe(returns.profit)
          expect(returns.ifWrong).toBe(0)
          // Never pays more than stake × (1 + rate), never less than the stake when right.
          expect(returns.ifRight * 10_000).toBeLessThanOrEqual(amount * (10_000 + basisPoints))
          expect(returns.ifRight).toBeGreaterThanOrEqual(amount)
        },
      ),
    )
  })

  it('reads the rate from its decimal text, as the server wrote it', () => {
    expect(tradeRateBasisPoints(15)).toBe(1500)
    expect(tradeRateBasisPoints('2.5')).toBe(250)
    expect(tradeRateBasisPoints(0.07)).toBe(7)
    expect(() => tradeReturns({ amount: rupees(100), ratePercent: 'ten' })).toThrow(RangeError)
    expect(() => tradeReturns({ amount: paise(-1), ratePercent: 15 })).toThrow(RangeError)
  })
})

describe('tradeAmount (§5: 3 to 12 digits, so at least ₹100)', () => {
  it('is the typed whole rupees in paise when the server would take them', () => {
    expect(tradeAmount('100')).toBe(rupees(100))
    expect(tradeAmount('0100')).toBe(rupees(100))
    expect(tradeAmount('999999999999')).toBe(rupees(999_999_999_999))
    expect(TRADE_MIN_AMOUNT).toBe(rupees(100))
  })

  it('is null for fewer than 3 digits, leading zeros that hide a smaller amount, or anything not digits', () => {
    for (const text of ['', '99', '099', '000', '1e3', '12.5', ' 100', '१२३', '1000000000000']) {
      expect(tradeAmount(text), text).toBeNull()
    }
  })

  it('offers quick amounts of at least the minimum', () => {
    expect(TRADE_QUICK_AMOUNTS).toEqual([rupees(100), rupees(500), rupees(1000), rupees(5000)])
    for (const amount of TRADE_QUICK_AMOUNTS) expect(amount).toBeGreaterThanOrEqual(TRADE_MIN_AMOUNT)
  })
})

describe('trade times', () => {
  it('reads a wire created_at as India time', () => {
    expect(istTimestampMs('2026-11-25 08:30:00')).toBe(Date.UTC(2026, 10, 25, 3, 0, 0))
    expect(istTimestampMs('2026-02-30 08:30:00')).toBeNull()
    expect(istTimestampMs('2026-11-25T08:30:00')).toBeNull()
    expect(istTimestampMs('')).toBeNull()
  })

  it('an open trade settles one minute after it was placed', () => {
    expect(TRADE_DURATION_MS).toBe(60_000)
    expect(tradeSettlesAtMs('2026-11-25 08:30:00')).toBe(Date.UTC(2026, 10, 25, 3, 1, 0))
    expect(tradeSettlesAtMs('soon')).toBeNull()
  })
})

describe('miningIncomePercent', () => {
  it('is 100 + rate × days', () => {
    expect(miningIncomePercent({ rate: 1.5, days: 30 })).toBe(145)
    expect(miningIncomePercent({ rate: 0, days: 30 })).toBe(100)
    expect(miningIncomePercent({ rate: 2, days: 0 })).toBe(100)
  })

  it('drops float noise', () => {
    expect(miningIncomePercent({ rate: 0.1, days: 3 })).toBe(100.3)
    expect(miningIncomePercent({ rate: 0.7, days: 7 })).toBe(104.9)
  })
})

describe('trade facts', () => {
  it('shows a 1 minute duration and maps call/put to path 0/1', () => {
    expect(TRADE_DURATION_LABEL).toBe('1 minute')
    expect(TRADE_DIRECTION).toEqual({ call: 0, put: 1 })
  })
})
