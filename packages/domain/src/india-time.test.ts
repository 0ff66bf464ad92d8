import { describe, expect, it } from 'vitest'
import {
  groupByIndiaDay,
  indiaDayKey,
  indiaMoment,
  indiaMonth,
  indiaWeek,
  serverMoment,
} from './india-time.ts'

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

describe('indiaWeek and indiaMonth', () => {
  // Monday 2026-06-01 00:00 IST is Sunday 2026-05-31 18:30 UTC.
  const monday = Date.UTC(2026, 4, 31, 18, 30)

  it('starts the week on Monday 00:00 IST, whatever the UTC day', () => {
    expect(indiaWeek(monday)).toEqual({ start: monday, end: monday + 7 * 86_400_000 })
    expect(indiaWeek(monday - 1).start).toBe(monday - 7 * 86_400_000)
    // Sunday 23:59 IST is still the week before; Thursday is inside.
    expect(indiaWeek(monday + 7 * 86_400_000 - 1).start).toBe(monday)
    expect(indiaWeek(Date.UTC(2026, 5, 4, 10)).start).toBe(monday)
  })

  it('starts the month on the 1st, 00:00 IST, and ends at the next 1st', () => {
    expect(indiaMonth(monday)).toEqual({ start: monday, end: Date.UTC(2026, 5, 30, 18, 30) })
    // 23:59 IST on 31 May is still May.
    expect(indiaMonth(monday - 1)).toEqual({ start: Date.UTC(2026, 3, 30, 18, 30), end: monday })
    // December runs into the next year.
    expect(indiaMonth(Date.UTC(2026, 11, 15)).end).toBe(Date.UTC(2026, 11, 31, 18, 30))
  })
})
