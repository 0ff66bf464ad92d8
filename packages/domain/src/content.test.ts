import { describe, expect, it } from 'vitest'
import { FEATURED_MERCHANTS, NOTIFICATION_COUNT } from './content.ts'

describe('§1 fixed display content', () => {
  it('shows a bell count of 3', () => {
    expect(NOTIFICATION_COUNT).toBe(3)
  })

  it('has the featured merchants', () => {
    expect(FEATURED_MERCHANTS.length).toBeGreaterThan(0)
  })
})
