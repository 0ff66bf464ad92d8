import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { paise, rupees } from './money.ts'
import {
  canDecreaseQuantity,
  canIncreaseQuantity,
  canPay,
  checkSell,
  clampQuantity,
  maxBuyQuantity,
  NO_POSITIONS_MESSAGE,
  splitPayment,
  splitSellProceeds,
} from './product-trade.ts'

const amount = fc.integer({ min: 0, max: 1e12 }).map(paise)
const wholeRupees = fc.integer({ min: 0, max: 1e10 }).map(rupees)

describe('maxBuyQuantity', () => {
  it('adds what balance and integral each buy on their own', () => {
    // ₹1,050 buys 10 at ₹100 and ₹250 of integral buys 2; together (₹1,300) they would buy 13.
    expect(maxBuyQuantity({ balance: rupees(1050), integral: rupees(250), price: rupees(100) })).toBe(12)
  })

  it('is at least 1 even when nothing is affordable', () => {
    expect(maxBuyQuantity({ balance: rupees(5), integral: rupees(5), price: rupees(100) })).toBe(1)
    expect(maxBuyQuantity({ balance: paise(-500), integral: rupees(0), price: rupees(100) })).toBe(1)
  })

  it('guards a price of 0 or less', () => {
    expect(maxBuyQuantity({ balance: rupees(1000), integral: rupees(0), price: paise(0) })).toBe(1)
    expect(maxBuyQuantity({ balance: rupees(1000), integral: rupees(0), price: paise(-1) })).toBe(1)
  })

  it('ignores negative holdings', () => {
    expect(maxBuyQuantity({ balance: rupees(300), integral: paise(-10000), price: rupees(100) })).toBe(3)
  })
})

describe('clampQuantity', () => {
  it.each([
    [5, 10, 5],
    ['5', 10, 5],
    [' 7 ', 10, 7],
    [0, 10, 1],
    [-3, 10, 1],
    ['-3', 10, 1],
    [0.5, 10, 1],
    [2.7, 10, 2],
    ['2.7', 10, 2],
    [11, 10, 10],
    ['999', 10, 10],
    [Number.POSITIVE_INFINITY, 10, 10],
    ['abc', 10, 1],
    ['', 10, 1],
    ['1e2', 10, 1],
    [Number.NaN, 10, 1],
    [null, 10, 1],
    [undefined, 10, 1],
    [{}, 10, 1],
    [5, 0, 1],
    [5, 3.9, 3],
    [5, Number.NaN, 1],
    [5, Number.POSITIVE_INFINITY, 1],
  ])('clamps %j with max %d to %d', (input, max, expected) => {
    expect(clampQuantity(input, max)).toBe(expected)
  })

  it('is idempotent, an integer and within [1, max]', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.double(), fc.integer()),
        fc.integer({ min: 1, max: 1000 }),
        (input, max) => {
          const once = clampQuantity(input, max)
          return Number.isInteger(once) && once >= 1 && once <= max && clampQuantity(once, max) === once
        },
      ),
    )
  })
})

describe('quantity stepper', () => {
  it('disables minus at 1 or less and plus at the maximum', () => {
    expect(canDecreaseQuantity(1)).toBe(false)
    expect(canDecreaseQuantity(0)).toBe(false)
    expect(canDecreaseQuantity(2)).toBe(true)
    expect(canIncreaseQuantity(9, 10)).toBe(true)
    expect(canIncreaseQuantity(10, 10)).toBe(false)
  })
})

describe('checkSell', () => {
  it('blocks selling with no held quantity', () => {
    expect(checkSell(0)).toBe(NO_POSITIONS_MESSAGE)
    expect(checkSell(-1)).toBe('You have no positions to sell for this product')
    expect(checkSell(1)).toBeNull()
  })
})

describe('splitPayment', () => {
  it('uses balance first, up to the total', () => {
    expect(splitPayment({ total: rupees(500), balance: rupees(800), integral: rupees(100) })).toEqual({
      balanceUsed: rupees(500),
      integralUsed: 0,
      shortfall: 0,
    })
  })

  it('covers the remainder with whole-rupee integral and lowers the balance part so the lines add up', () => {
    // ₹1,250.50 with ₹1,000 balance: integral ₹251 (the ₹250.50 rest rounded up), balance ₹999.50.
    expect(splitPayment({ total: paise(125050), balance: rupees(1000), integral: rupees(500) })).toEqual({
      balanceUsed: paise(99950),
      integralUsed: rupees(251),
      shortfall: 0,
    })
  })

  it('leaves the paise it cannot cover as a shortfall instead of overpaying', () => {
    // ₹620.50 with 30 paise of balance: ₹621 of integral would overpay, ₹620 leaves 20 paise open.
    expect(splitPayment({ total: paise(62050), balance: paise(30), integral: rupees(1000) })).toEqual({
      balanceUsed: paise(30),
      integralUsed: rupees(620),
      shortfall: paise(20),
    })
  })

  it('never uses more integral than is held, and reports the shortfall', () => {
    expect(splitPayment({ total: rupees(1000), balance: rupees(600), integral: rupees(300) })).toEqual({
      balanceUsed: rupees(600),
      integralUsed: rupees(300),
      shortfall: rupees(100),
    })
  })

  it('spends only whole rupees of integral and ignores negative holdings', () => {
    expect(splitPayment({ total: rupees(10), balance: paise(-100), integral: paise(550) })).toEqual({
      balanceUsed: 0,
      integralUsed: rupees(5),
      shortfall: rupees(5),
    })
  })

  it('treats a negative total as nothing to pay', () => {
    expect(splitPayment({ total: paise(-100), balance: rupees(1), integral: rupees(1) })).toEqual({
      balanceUsed: 0,
      integralUsed: 0,
      shortfall: 0,
    })
  })

  it('adds up to the total to the paisa, within what is held, whole rupees of integral', () => {
    fc.assert(
      fc.property(amount, amount, wholeRupees, (total, balance, integral) => {
        const split = splitPayment({ total, balance, integral })
        const { balanceUsed, integralUsed, shortfall } = split
        expect(balanceUsed + integralUsed + shortfall).toBe(total)
        expect(balanceUsed).toBeGreaterThanOrEqual(0)
        expect(integralUsed).toBeGreaterThanOrEqual(0)
        expect(shortfall).toBeGreaterThanOrEqual(0)
        expect(balanceUsed).toBeLessThanOrEqual(balance)
        expect(integralUsed).toBeLessThanOrEqual(integral)
        expect(integralUsed % 100).toBe(0)
        // Balance is used first: it only falls short of min(total, balance) by the paise integral rounded up.
        expect(Math.min(total, balance) - balanceUsed).toBeLessThan(100)
        expect(canPay({ total, balance, integral })).toBe(shortfall === 0)
      }),
    )
  })

  it('covers the total whenever balance alone, or balance and integral in whole rupees, can', () => {
    fc.assert(
      fc.property(amount, amount, wholeRupees, (total, balance, integral) => {
        const { shortfall } = splitPayment({ total, balance, integral })
        if (balance >= total) expect(shortfall).toBe(0)
        // Whole-rupee totals (and any total once balance covers its paise) are payable exactly.
        if (total % 100 === 0 && balance + integral >= total) expect(shortfall).toBe(0)
        if (balance >= total % 100 && balance + integral >= total) expect(shortfall).toBe(0)
        if (balance + integral < total) expect(shortfall).toBeGreaterThanOrEqual(total - balance - integral)
      }),
    )
  })

  it('the §9 maximum quantity is payable when balance covers its paise (integral pays whole rupees)', () => {
    const price = fc.integer({ min: 1, max: 1e7 }).map(paise)
    fc.assert(
      fc.property(amount, wholeRupees, price, (balance, integral, unit) => {
        const max = maxBuyQuantity({ balance, integral, price: unit })
        if (Math.floor(balance / unit) + Math.floor(integral / unit) === 0) return
        const total = paise(unit * max)
        if (balance < total % 100) return
        expect(splitPayment({ total, balance, integral }).shortfall).toBe(0)
      }),
    )
  })
})

describe('splitSellProceeds', () => {
  it('splits by the purchase ratio', () => {
    expect(
      splitSellProceeds({ proceeds: rupees(1000), balanceUsed: rupees(750), integralUsed: rupees(250) }),
    ).toEqual({ toBalance: rupees(750), toIntegral: rupees(250) })
  })

  it('rounds the integral part down to a whole rupee and gives the paise to balance', () => {
    expect(
      splitSellProceeds({ proceeds: paise(100099), balanceUsed: rupees(750), integralUsed: rupees(250) }),
    ).toEqual({ toBalance: paise(75099), toIntegral: rupees(250) })
  })

  it('splits 80/20 when nothing was used', () => {
    expect(
      splitSellProceeds({ proceeds: rupees(1000), balanceUsed: paise(0), integralUsed: paise(0) }),
    ).toEqual({
      toBalance: rupees(800),
      toIntegral: rupees(200),
    })
    expect(
      splitSellProceeds({ proceeds: paise(999), balanceUsed: paise(0), integralUsed: paise(0) }),
    ).toEqual({
      toBalance: paise(899),
      toIntegral: rupees(1),
    })
  })

  it('gives everything to one side when only that side paid', () => {
    expect(
      splitSellProceeds({ proceeds: rupees(90), balanceUsed: rupees(10), integralUsed: paise(0) }),
    ).toEqual({
      toBalance: rupees(90),
      toIntegral: 0,
    })
    expect(
      splitSellProceeds({ proceeds: rupees(90), balanceUsed: paise(-5), integralUsed: rupees(10) }),
    ).toEqual({
      toBalance: 0,
      toIntegral: rupees(90),
    })
  })

  it('stays exact for large amounts', () => {
    const proceeds = paise(9_000_000_000_000_00)
    const { toBalance, toIntegral } = splitSellProceeds({
      proceeds,
      balanceUsed: paise(3_000_000_000_000_01),
      integralUsed: paise(6_000_000_000_000_00),
    })
    expect(toBalance + toIntegral).toBe(proceeds)
    expect(toIntegral % 100).toBe(0)
  })

  it('rejects negative proceeds', () => {
    expect(() =>
      splitSellProceeds({ proceeds: paise(-1), balanceUsed: paise(1), integralUsed: paise(1) }),
    ).toThrow(RangeError)
  })

  it('gives non-negative parts that sum exactly to the proceeds, near the purchase ratio', () => {
    fc.assert(
      fc.property(amount, amount, amount, (proceeds, balanceUsed, integralUsed) => {
        const { toBalance, toIntegral } = splitSellProceeds({ proceeds, balanceUsed, integralUsed })
        // Exact check in BigInt: toIntegral is the ideal integral share rounded down to a whole rupee.
        const paid = BigInt(balanceUsed + integralUsed)
        const [share, whole] = paid === 0n ? [20n, 100n] : [BigInt(integralUsed), paid]
        const ideal = BigInt(proceeds) * share
        return (
          toBalance >= 0 &&
          toIntegral >= 0 &&
          toBalance + toIntegral === proceeds &&
          toIntegral % 100 === 0 &&
          BigInt(toIntegral) * whole <= ideal &&
          BigInt(toIntegral + 100) * whole > ideal
        )
      }),
    )
  })
})
