import { describe, expect, it } from 'vitest'
import { FEATURED_MERCHANTS, NOTIFICATION_COUNT, SHARE_PAGE_STATS } from './content.ts'

describe('§1 fixed display content', () => {
  it('shows a bell count of 3', () => {
    expect(NOTIFICATION_COUNT).toBe(3)
  })

  it('has the featured merchants', () => {
    expect(FEATURED_MERCHANTS.length).toBeGreaterThan(0)
  })

  it('shows zeros on the share page', () => {
    expect(SHARE_PAGE_STATS).toEqual({ invitedCount: 0, depositedCount: 0, rewards: 0 })
  })
})
