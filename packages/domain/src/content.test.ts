import { describe, expect, it } from 'vitest'
import { FEATURED_MERCHANTS } from './content.ts'

describe('§1 fixed display content', () => {
  it('has the featured merchants', () => {
    expect(FEATURED_MERCHANTS.length).toBeGreaterThan(0)
  })
})
