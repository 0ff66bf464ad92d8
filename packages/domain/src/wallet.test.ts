import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise, rupees } from './money.ts'
import { LEGACY_WITHDRAWAL_FEE_PERCENT, shouldShowUpi, WITHDRAWAL_SOURCE, withdrawalQuote } from './wallet.ts'

describe('withdrawalQuote', () => {
  it('adds the fee to the amount', () => {
    expect(withdrawalQuote({ amount: rupees(1000), feePercent: 18 })).toEqual({
      fee: rupees(180),
      total: rupees(1180),
    })
  })

  it('reads decimal and text percents exactly', () => {
    expect(withdrawalQuote({ amount: rupees(1000), feePercent: 2.5 })).toEqual({
      fee: rupees(25),
      total: rupees(1025),
    })
    expect(withdrawalQuote({ amount: rupees(1000), feePercent: '2.5' })).toEqual({
      fee: rupees(25),
      total: rupees(1025),
    })
    // 1.1 % is not exact in binary; read as text it is exactly 110 basis points.
    expect(withdrawalQuote({ amount: rupees(1000), feePercent: 1.1 }).fee).toBe(rupees(11))
    expect(withdrawalQuote({ amount: rupees(100), feePercent: 0.125 }).fee).toBe(13)
  })

  it('rounds the fee half up to the paisa', () => {
    expect(withdrawalQuote({ amount: paise(1005), feePercent: 2.5 }).fee).toBe(25) // 25.125
    expect(withdrawalQuote({ amount: paise(1010), feePercent: 2.5 }).fee).toBe(25) // 25.25
    expect(withdrawalQuote({ amount: paise(30), feePercent: 2.5 }).fee).toBe(1) // 0.75
    expect(withdrawalQuote({ amount: paise(20), feePercent: 2.5 }).fee).toBe(1) // 0.5
    expect(withdrawalQuote({ amount: paise(19), feePercent: 2.5 }).fee).toBe(0) // 0.475
  })

  it('charges nothing at 0 % or on nothing', () => {
    expect(withdrawalQuote({ amount: rupees(500), feePercent: 0 })).toEqual({ fee: 0, total: rupees(500) })
    expect(withdrawalQuote({ amount: paise(0), feePercent: 18 })).toEqual({ fee: 0, total: 0 })
  })

  it('rejects negative amounts and bad percents', () => {
    expect(() => withdrawalQuote({ amount: paise(-1), feePercent: 18 })).toThrow(RangeError)
    expect(() => withdrawalQuote({ amount: paise(1), feePercent: -1 })).toThrow(RangeError)
    expect(() => withdrawalQuote({ amount: paise(1), feePercent: Number.NaN })).toThrow(RangeError)
    expect(() => withdrawalQuote({ amount: paise(1), feePercent: '18%' })).toThrow(RangeError)
    expect(() => withdrawalQuote({ amount: paise(1), feePercent: 1e300 })).toThrow(RangeError)
    expect(() => withdrawalQuote({ amount: paise(1), feePercent: '100000000000000000000' })).toThrow(
      /too large/,
    )
  })

  it('always gives total = amount + fee with a fee of at least 0, within half a paisa of exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }).map(paise),
        fc.integer({ min: 0, max: 10000 }),
        (amount, basisPoints) => {
          const feePercent = basisPoints / 100
          const { fee, total } = withdrawalQuote({ amount, feePercent })
          const exactTimes2 = (BigInt(amount) * BigInt(basisPoints) * 2n) / 10000n
          return (
            fee >= 0 &&
            total === amount + fee &&
            Number.isInteger(fee) &&
            BigInt(fee) * 2n <= exactTimes2 + 1n &&
            BigInt(fee) * 2n >= exactTimes2 - 1n
          )
        },
      ),
    )
  })
})

describe('withdrawal facts', () => {
  it('keeps the §7 source codes and the §9 legacy fee', () => {
    expect(WITHDRAWAL_SOURCE).toEqual({ balance: 0, salary: 1 })
    expect(LEGACY_WITHDRAWAL_FEE_PERCENT).toBe(18)
  })
})

describe('shouldShowUpi', () => {
  it('shows the UPI line only for values longer than 2 characters', () => {
    expect(shouldShowUpi('abc@upi')).toBe(true)
    expect(shouldShowUpi('abc')).toBe(true)
    expect(shouldShowUpi('ab')).toBe(false)
    expect(shouldShowUpi('')).toBe(false)
    expect(shouldShowUpi(null)).toBe(false)
    expect(shouldShowUpi(undefined)).toBe(false)
  })
})
