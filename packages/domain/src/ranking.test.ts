import { describe, expect, it } from 'vitest'
import {
  PRIZE_TABLES,
  prizeForRank,
  RANKING_FILTERS,
  RANKING_HIGHLIGHTED_COUNT,
  RANKING_TAB_LABELS,
  rankRangeLabel,
} from './ranking.ts'

const asText = (board: keyof typeof PRIZE_TABLES) =>
  PRIZE_TABLES[board].map((row) => `${rankRangeLabel(row)}: ${row.label}`)

describe('§9 prize tables', () => {
  it('team weekly', () => {
    expect(asText('team')).toEqual([
      '1: a vehicle worth 1500k',
      '2-6: 150k',
      '7-16: 80k',
      '17-36: 20k',
      '37-86: 5k',
    ])
  })

  it('team monthly', () => {
    expect(asText('team_month')).toEqual(['1: 7000k', '2-6: 1500k', '7-16: 150k', '17-46: 10k'])
  })

  it('L1 weekly', () => {
    expect(asText('invite')).toEqual(['1: 150k', '2-3: 80k', '4-6: 20k'])
  })

  it('L1 monthly', () => {
    expect(asText('invite_moth')).toEqual(['1: 1500k', '2-6: 150k', '7-16: 80k'])
  })

  it('keeps prize values in thousands of rupees', () => {
    expect(PRIZE_TABLES.team[0].thousandsOfRupees).toBe(1500)
    expect(PRIZE_TABLES.team_month[3].thousandsOfRupees).toBe(10)
  })

  it('has contiguous rank ranges starting at 1', () => {
    for (const board of RANKING_FILTERS) {
      let next = 1
      for (const row of PRIZE_TABLES[board]) {
        expect(row.fromRank).toBe(next)
        expect(row.toRank).toBeGreaterThanOrEqual(row.fromRank)
        next = row.toRank + 1
      }
    }
  })

  it('finds the prize of a rank, or none past the table', () => {
    expect(prizeForRank('team', 1)?.label).toBe('a vehicle worth 1500k')
    expect(prizeForRank('team', 6)?.label).toBe('150k')
    expect(prizeForRank('team', 7)?.label).toBe('80k')
    expect(prizeForRank('team', 86)?.label).toBe('5k')
    expect(prizeForRank('team', 87)).toBeUndefined()
    expect(prizeForRank('invite', 0)).toBeUndefined()
  })
})

describe('§4 ranking filters', () => {
  it('uses the wire keys in tab order with their labels', () => {
    expect(RANKING_FILTERS).toEqual(['team', 'team_month', 'invite', 'invite_moth'])
    expect(RANKING_FILTERS.map((f) => RANKING_TAB_LABELS[f])).toEqual([
      'Team Weekly',
      'Team Monthly',
      'L1 Weekly',
      'L1 Monthly',
    ])
    expect(RANKING_HIGHLIGHTED_COUNT).toBe(3)
  })
})
