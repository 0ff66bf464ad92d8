import { describe, expect, it } from 'vitest'
import { seededRandom } from './seeded-random.ts'

describe('seededRandom', () => {
  it('gives the same run for the same seed, so the demo data and a load run can be made again', () => {
    const first = seededRandom(42)
    const again = seededRandom(42)
    const run = Array.from({ length: 50 }, () => first())
    expect(Array.from({ length: 50 }, () => again())).toEqual(run)
    expect(run.every((value) => value >= 0 && value < 1)).toBe(true)
    // Pinned: a changed generator would quietly change every seeded database and load run.
    expect(run.slice(0, 3)).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099])
    expect(seededRandom(43)()).not.toBe(run[0])
  })
})
