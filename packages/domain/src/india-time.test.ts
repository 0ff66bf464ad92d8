import { describe, expect, it } from 'vitest'
import { groupByIndiaDay, indiaDayKey, indiaMoment, serverMoment } from './india-time.ts'

// 2026-11-24 19:45:17 IST is 14:15:17 UTC.
const at = Date.UTC(2026, 10, 24, 14, 15, 17)

describe('indiaMoment', () => {
  it('reads a moment in India time, whatever the device zone', () => {
    const moment = indiaMoment(at, at)
    expect(moment).toMatchObject({ dayKey: '2026-11-24', kind: 'today', date: '24 Nov 2026' })
    expect(moment.time.replace(/\s/g, ' ')).toBe('7:45 pm')
  })

  it('says yesterday for the India day before, even when UTC is still on the same day', () => {
    // 00:30 IST on the 25th is 19:00 UTC on the 24th: the 24th 19:45 IST is yesterday.
    const now = Date.UTC(2026, 10, 24, 19, 0)
    expect(indiaMoment(at, now).kind).toBe('yesterday')
    expect(indiaMoment(at, now + 24 * 3600_000).kind).toBe('earlier')
  })

  it('keys the India day at the IST midnight boundary', () => {
    expect(indiaDayKey(Date.UTC(2026, 10, 24, 18, 29, 59))).toBe('2026-11-24')
    expect(indiaDayKey(Date.UTC(2026, 10, 24, 18, 30, 0))).toBe('2026-11-25')
  })
})

describe('serverMoment', () => {
  it('reads the server timestamp as India time', () => {
    expect(serverMoment('2026-11-24 19:45:17', at)?.dayKey).toBe('2026-11-24')
  })
  it('is null for an unreadable timestamp', () => {
    expect(serverMoment('yesterday', at)).toBeNull()
  })
})

describe('groupByIndiaDay', () => {
  it('groups consecutive items of one India day and keeps the order', () => {
    const rows = ['2026-11-24 23:59:00', '2026-11-24 00:01:00', '2026-11-23 12:00:00', 'bad']
    const groups = groupByIndiaDay(rows, (row) => row, at)
    expect(groups.map((group) => [group.dayKey, group.first.kind, group.items.length])).toEqual([
      ['2026-11-24', 'today', 2],
      ['2026-11-23', 'yesterday', 1],
      ['unknown', 'earlier', 1],
    ])
  })
})
