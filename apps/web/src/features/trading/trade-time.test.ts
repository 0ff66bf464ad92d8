import { describe, expect, it } from 'vitest'
import { formatCountdown, formatTradeTime, serverTimeOf, settleTimeOf } from './trade-time.ts'

describe('trade times', () => {
  it('shows India time whatever the device zone', () => {
    expect(formatTradeTime(Date.UTC(2026, 10, 22, 8, 36, 10))).toBe('2:06:10 pm IST')
    expect(serverTimeOf('2026-11-22 14:06:10')).toBe('2:06:10 pm IST')
    expect(serverTimeOf(undefined)).toBeNull()
  })

  it('an open order settles 1 minute after its created_at', () => {
    expect(settleTimeOf('2026-11-22 14:05:10')).toBe('2:06:10 pm IST')
    expect(settleTimeOf('later')).toBeNull()
  })

  it('counts down in m:ss, rounded up, never below 0:00', () => {
    expect(formatCountdown(60_000)).toBe('1:00')
    expect(formatCountdown(59_001)).toBe('1:00')
    expect(formatCountdown(59_000)).toBe('0:59')
    expect(formatCountdown(4_200)).toBe('0:05')
    expect(formatCountdown(-3)).toBe('0:00')
  })
})
