import { describe, expect, it } from 'vitest'
import { miningDailyIncome, miningPlanReturns, miningRateBasisPoints } from './mining-plan.ts'
import { paise, rupees } from './money.ts'

describe('miningPlanReturns (§2, §9: 100 + rate × days, paid a day at a time)', () => {
  it('the seeded Starter Rig: ₹600 at 1.5 % a day for 7 days pays ₹9 a day, ₹63 income, ₹663 in all', () => {
    expect(miningPlanReturns({ price: rupees(600), quantity: 1, incomeRate: 1.5, countDays: 7 })).toEqual({
      cost: rupees(600),
      dailyIncome: rupees(9),
      income: rupees(63),
      total: rupees(663),
      totalPercent: 110.5,
    })
  })

  it('multiplies by the quantity before the rate, and reads a decimal string rate', () => {
    const two = miningPlanReturns({ price: rupees(600), quantity: 2, incomeRate: '1.5', countDays: 7 })
    expect(two.cost).toBe(rupees(1200))
    expect(two.dailyIncome).toBe(rupees(18))
    expect(two.total).toBe(rupees(1326))
  })

  it('rounds each day down to the paisa, so the total never promises more than is paid', () => {
    // ₹601 × 1.5 % = ₹9.015 a day: ₹9.01 is paid each day.
    const odd = miningPlanReturns({ price: rupees(601), quantity: 1, incomeRate: 1.5, countDays: 7 })
    expect(odd.dailyIncome).toBe(paise(901))
    expect(odd.income).toBe(paise(6307))
    expect(odd.total).toBe(paise(60_100 + 6307))
  })

  it('shows the percent without float noise (0.1 × 3 is 100.3)', () => {
    expect(
      miningPlanReturns({ price: rupees(100), quantity: 1, incomeRate: 0.1, countDays: 3 }).totalPercent,
    ).toBe(100.3)
    expect(
      miningPlanReturns({ price: rupees(100), quantity: 1, incomeRate: 3, countDays: 90 }).totalPercent,
    ).toBe(370)
  })

  it('refuses what is not a whole quantity or a plain rate', () => {
    expect(() => miningPlanReturns({ price: rupees(1), quantity: 1.5, incomeRate: 1, countDays: 1 })).toThrow(
      RangeError,
    )
    expect(() =>
      miningPlanReturns({ price: rupees(1), quantity: 1, incomeRate: '-1', countDays: 1 }),
    ).toThrow(RangeError)
    expect(() => miningPlanReturns({ price: rupees(1), quantity: 1, incomeRate: 1, countDays: -1 })).toThrow(
      RangeError,
    )
    expect(() => miningRateBasisPoints('1e2')).toThrow(RangeError)
    expect(() => miningDailyIncome(paise(-1), 150)).toThrow(RangeError)
    expect(() => miningDailyIncome(paise(100), 1.5)).toThrow(RangeError)
  })

  it('computes the day in integers even where a float product would lose paise', () => {
    // 9e14 paise × 250 bp is beyond 2^53; the exact answer is 2.25e13 paise.
    expect(miningDailyIncome(paise(9_000_000_000_000_000 / 10), 250)).toBe(paise(22_500_000_000_000))
  })
})
