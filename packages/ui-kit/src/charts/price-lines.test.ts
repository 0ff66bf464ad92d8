import { describe, expect, it } from 'vitest'
import { rangeWithLines } from './price-lines.ts'

describe('rangeWithLines', () => {
  it('widens the data range to include every line', () => {
    expect(rangeWithLines(100, 110, [])).toEqual([100, 110])
    expect(rangeWithLines(100, 110, [{ price: 105, label: 'in' }])).toEqual([100, 110])
    expect(
      rangeWithLines(100, 110, [
        { price: 90, label: 'below' },
        { price: 130, label: 'above' },
      ]),
    ).toEqual([90, 130])
  })

  it('uses the lines alone when there is no data, and ignores prices that are not numbers', () => {
    expect(rangeWithLines(null, null, [{ price: 42, label: 'only' }])).toEqual([42, 42])
    expect(rangeWithLines(null, null, [])).toBeNull()
    expect(rangeWithLines(1, 2, [{ price: Number.NaN, label: 'bad' }])).toEqual([1, 2])
  })
})
