import { describe, expect, it } from 'vitest'
import { paise, rupees } from './money.ts'
import { miningIncomePercent, TRADE_DIRECTION, TRADE_DURATION_LABEL, tradePrefill } from './trading.ts'

describe('tradePrefill', () => {
  it('is balance × rate percent, rounded down to a whole rupee', () => {
    expect(tradePrefill({ balance: rupees(1000), ratePercent: 10 })).toBe(rupees(100))
    expect(tradePrefill({ balance: paise(123456), ratePercent: 10 })).toBe(rupees(123))
    expect(tradePrefill({ balance: rupees(1000), ratePercent: '2.5' })).toBe(rupees(25))
    expect(tradePrefill({ balance: rupees(999), ratePercent: 0.1 })).toBe(0)
    expect(tradePrefill({ balance: rupees(1000), ratePercent: 100 })).toBe(rupees(1000))
  })

  it('prefills 0 for an empty or negative balance', () => {
    expect(tradePrefill({ balance: paise(0), ratePercent: 10 })).toBe(0)
    expect(tradePrefill({ balance: paise(-5000), ratePercent: 10 })).toBe(0)
  })

  it('rejects a rate that is not a non-negative decimal', () => {
    expect(() => tradePrefill({ balance: rupees(1), ratePercent: -1 })).toThrow(RangeError)
    expect(() => tradePrefill({ balance: rupees(1), ratePercent: 'ten' })).toThrow(RangeError)
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
