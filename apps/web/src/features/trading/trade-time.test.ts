import { describe, expect, it } from 'vitest'
import { formatCountdown, formatTradeTime, serverTimeOf, settleTimeOf } from './trade-time.ts'

// Intl may put a narrow no-break space before am/pm; the tests read it as a space.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null

describe('trade times', () => {
  it('shows India time to the second whatever the device zone, without a zone label', () => {
    expect(plain(formatTradeTime(Date.UTC(2026, 10, 22, 8, 36, 10)))).toBe('2:06:10 pm')
    expect(plain(serverTimeOf('2026-11-22 14:06:10'))).toBe('2:06:10 pm')
    expect(serverTimeOf(undefined)).toBeNull()
  })

  it('an open order settles 1 minute after its created_at', () => {
    expect(plain(settleTimeOf('2026-11-22 14:05:10'))).toBe('2:06:10 pm')
    expect(settleTimeOf('later')).toBeNull()
  })

  it('takes the reader’s Intl locale', () => {
    expect(settleTimeOf('2026-11-22 14:05:10', 'hi-IN')).toMatch(/2:06:10/)
  })

  it('counts down in m:ss, rounded up, never below 0:00', () => {
    expect(formatCountdown(60_000)).toBe('1:00')
    expect(formatCountdown(59_001)).toBe('1:00')
    expect(formatCountdown(59_000)).toBe('0:59')
    expect(formatCountdown(4_200)).toBe('0:05')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})
