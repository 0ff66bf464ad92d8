import { describe, expect, it } from 'vitest'
import { bitProPenalty, bitProProfit, bitProQuote } from './bit-pro.ts'
import { paise, rupees } from './money.ts'

describe('BIT Pro figures (the reference server accrues hourly at 1.2 % a day, 10 % early penalty)', () => {
  it('₹10,000 earns ₹120 a day, ₹3,600 over 30 days, and costs ₹1,000 if transferred early', () => {
    expect(bitProQuote({ amount: rupees(10_000), ratePercent: 1.2, days: 30, penaltyPercent: 10 })).toEqual({
      dayProfit: rupees(120),
      termProfit: rupees(3600),
      penalty: rupees(1000),
      atTermEnd: rupees(13_600),
    })
  })

  it('accrues by the whole hour, rounded down to the paisa', () => {
    // ₹101 × 1.2 % / 24 = 5.05 paise an hour.
    expect(bitProProfit(rupees(101), 120, 1)).toBe(paise(5))
    expect(bitProProfit(rupees(101), 120, 24)).toBe(paise(121))
    expect(bitProProfit(rupees(101), 120, 720)).toBe(paise(3636))
    expect(bitProProfit(rupees(101), 120, 0)).toBe(paise(0))
  })

  it('the term profit is the hourly accrual at the end of the term, not 30 × one day rounded', () => {
    const quote = bitProQuote({ amount: rupees(101), ratePercent: '1.2', days: 30, penaltyPercent: '10' })
    expect(quote.dayProfit).toBe(paise(121))
    expect(quote.termProfit).toBe(paise(3636))
    expect(quote.penalty).toBe(paise(1010))
  })

  it('rounds the penalty down and refuses negative or fractional inputs', () => {
    expect(bitProPenalty(paise(999), 1000)).toBe(paise(99))
    expect(() => bitProPenalty(paise(-1), 1000)).toThrow(RangeError)
    expect(() => bitProPenalty(paise(100), -5)).toThrow(RangeError)
    expect(() => bitProProfit(paise(100), 120, 1.5)).toThrow(RangeError)
  })
})
