import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ABBREVIATION_THRESHOLD,
  AMOUNT_MASK,
  abbreviateBalance,
  addPaise,
  formatCompactRupees,
  formatRupees,
  groupIndian,
  maskAmount,
  maxPaise,
  minPaise,
  multiplyPaise,
  type Paise,
  paise,
  paiseToRupeeString,
  paiseToRupees,
  rupees,
  rupeesToPaise,
  subtractPaise,
  toPaise,
  ZERO_PAISE,
} from './money.ts'

const anyPaise = fc.integer({ min: -1e13, max: 1e13 }).map(paise)

describe('toPaise', () => {
  it.each([
    ['1200.5', 120050],
    ['1200.50', 120050],
    ['0', 0],
    ['-0', 0],
    ['007', 700],
    ['0.01', 1],
    ['-12.34', -1234],
    ['1.005', 101],
    ['1.004', 100],
    ['1.0049999', 100],
    ['0.005', 1],
    ['-0.005', -1],
    ['99.995', 10000],
  ])('reads %j as %d paise', (text, expected) => {
    expect(toPaise(text)).toBe(expected)
  })

  it.each([
    [1200.5, 120050],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1.1, 110],
    [-0, 0],
    [1e-7, 0],
    [-1e-7, 0],
    [123456789.12, 12345678912],
  ])('reads the number %d exactly as %d paise', (value, expected) => {
    expect(toPaise(value)).toBe(expected)
  })

  it.each([
    '',
    ' ',
    ' 12',
    '12 ',
    '1e3',
    '0x10',
    '12abc',
    '+5',
    '.5',
    '5.',
    '1,000',
    '१२',
    '１２',
    'Infinity',
    'NaN',
    '--1',
  ])('rejects %j with a RangeError', (text) => {
    expect(() => toPaise(text)).toThrow(RangeError)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e21, 1e15])(
    'rejects the number %d with a RangeError',
    (value) => {
      expect(() => toPaise(value)).toThrow(RangeError)
    },
  )

  it('rejects text beyond a safe paise count', () => {
    expect(() => toPaise('90071992547410')).toThrow(RangeError)
    expect(toPaise('90071992547409')).toBe(9007199254740900)
  })

  it('is also exported as rupeesToPaise for the wire boundary', () => {
    expect(rupeesToPaise('1200.50')).toBe(120050)
  })

  it('reads back what paiseToRupeeString writes', () => {
    fc.assert(fc.property(anyPaise, (p) => toPaise(paiseToRupeeString(p)) === p))
  })

  it('reads back what paiseToRupees gives as a number', () => {
    fc.assert(fc.property(anyPaise, (p) => toPaise(paiseToRupees(p)) === p))
  })
})

describe('paise and rupees', () => {
  it('builds Paise from safe integers only', () => {
    expect(paise(120050)).toBe(120050)
    expect(Object.is(paise(-0), 0)).toBe(true)
    expect(() => paise(1.5)).toThrow(RangeError)
    expect(() => paise(Number.NaN)).toThrow(RangeError)
    expect(() => paise(2 ** 53)).toThrow(RangeError)
  })

  it('turns whole rupees into paise', () => {
    expect(rupees(600)).toBe(60000)
    expect(() => rupees(1.5)).toThrow(RangeError)
  })

  it('has arithmetic that stays in whole paise', () => {
    expect(addPaise(paise(150), paise(275))).toBe(425)
    expect(subtractPaise(paise(150), paise(275))).toBe(-125)
    expect(multiplyPaise(paise(1999), 3)).toBe(5997)
    expect(() => multiplyPaise(paise(1999), 0.5)).toThrow(RangeError)
    expect(minPaise(paise(1), paise(2))).toBe(1)
    expect(minPaise(paise(3), paise(2))).toBe(2)
    expect(maxPaise(paise(1), paise(2))).toBe(2)
    expect(maxPaise(paise(3), paise(2))).toBe(3)
    expect(ZERO_PAISE).toBe(0)
  })
})

describe('paiseToRupeeString', () => {
  it.each([
    [120050, '1200.50'],
    [5, '0.05'],
    [-5, '-0.05'],
    [0, '0.00'],
    [100, '1.00'],
  ])('writes %d paise as %j', (p, text) => {
    expect(paiseToRupeeString(paise(p))).toBe(text)
  })
})

describe('groupIndian', () => {
  const enIn = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

  it('groups a whole number exactly as en-IN does, whatever its length', () => {
    for (let length = 1; length <= 16; length++) {
      for (const lead of ['1', '9']) {
        const n = Number(lead + '0'.repeat(length - 1))
        expect(groupIndian(n), String(n)).toBe(enIn.format(n))
        expect(groupIndian(n + 7), String(n + 7)).toBe(enIn.format(n + 7))
      }
    }
    fc.assert(fc.property(fc.maxSafeNat(), (n) => groupIndian(n) === enIn.format(n)))
  })
})

describe('formatRupees', () => {
  it.each([
    [12345650, '₹1,23,456.50'],
    [0, '₹0.00'],
    [5, '₹0.05'],
    [99999, '₹999.99'],
    [100000, '₹1,000.00'],
    [-1200, '-₹12.00'],
    [-5, '-₹0.05'],
    [1234567890123, '₹12,34,56,78,901.23'],
  ])('formats %d paise as %j', (p, text) => {
    expect(formatRupees(paise(p))).toBe(text)
  })

  it('parses back to the same amount once the sign and grouping are removed', () => {
    fc.assert(
      fc.property(anyPaise, (p) => {
        const plain = formatRupees(p).replace('₹', '').replaceAll(',', '')
        return toPaise(plain) === p
      }),
    )
  })
})

describe('abbreviateBalance', () => {
  it('leaves ₹1,00,000.00 and below in full', () => {
    expect(abbreviateBalance(ABBREVIATION_THRESHOLD)).toBe('₹1,00,000.00')
    expect(abbreviateBalance(paise(9999999))).toBe('₹99,999.99')
    expect(abbreviateBalance(paise(-10000000))).toBe('-₹1,00,000.00')
  })

  it('abbreviates above ₹1,00,000.00 in thousands, truncated to two decimals', () => {
    expect(abbreviateBalance(paise(10000001))).toBe('₹100.00K')
    expect(abbreviateBalance(paise(12345678))).toBe('₹123.45K')
    expect(abbreviateBalance(paise(12345999))).toBe('₹123.45K')
    expect(abbreviateBalance(paise(123456789000))).toBe('₹12,34,567.89K')
    expect(abbreviateBalance(paise(-12345678))).toBe('-₹123.45K')
  })

  it('never shows more than is held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000001, max: 1e13 }), (p) => {
        const shown = abbreviateBalance(paise(p))
        const thousands = toPaise(shown.replace('₹', '').replace('K', '').replaceAll(',', ''))
        return thousands * 1000 <= p && p - thousands * 1000 < 1000
      }),
    )
  })
})

describe('maskAmount', () => {
  it('hides any amount behind the same mask, so its length says nothing', () => {
    expect(maskAmount('₹1,23,456.50')).toBe(AMOUNT_MASK)
    expect(maskAmount('₹0.00', true)).toBe('******')
  })

  it('shows the text when not hidden', () => {
    expect(maskAmount('₹0.00', false)).toBe('₹0.00')
  })
})

// Type-level: a plain number is not Paise.
const _typeCheck = (): Paise => {
  // @ts-expect-error numbers must go through paise() or toPaise()
  const p: Paise = 5
  return p
}
void _typeCheck

describe('formatCompactRupees', () => {
  it('uses the Indian units K, L and Cr with one decimal, cut not rounded', () => {
    expect(formatCompactRupees(toPaise('28965.13'))).toBe('₹28.9\u00a0K')
    expect(formatCompactRupees(toPaise('150000'))).toBe('₹1.5\u00a0L')
    expect(formatCompactRupees(toPaise('1500000'))).toBe('₹15\u00a0L')
    expect(formatCompactRupees(toPaise('23999999.99'))).toBe('₹2.3\u00a0Cr')
    expect(formatCompactRupees(toPaise('99999.99'))).toBe('₹99.9\u00a0K')
    expect(formatCompactRupees(toPaise('-120000'))).toBe('-₹1.2\u00a0L')
  })

  it('is the full amount below ₹1,000', () => {
    expect(formatCompactRupees(toPaise('999.99'))).toBe('₹999.99')
  })

  it('never reads as more than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 10 ** 13 }), (count) => {
        const text = formatCompactRupees(paise(count))
        const [, figure = '', unit = ''] = /₹([\d,.]+)\u00a0(K|L|Cr)/.exec(text) ?? []
        const scale = { K: 1e3, L: 1e5, Cr: 1e7 }[unit as 'K' | 'L' | 'Cr']
        return Number(figure.replaceAll(',', '')) * scale * 100 <= count + 1e-6
      }),
    )
  })
})
