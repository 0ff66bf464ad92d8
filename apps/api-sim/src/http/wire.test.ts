import { describe, expect, it } from 'vitest'
import { money, timestamp } from './wire.ts'

describe('wire formats', () => {
  it('writes paise as two-decimal rupees', () => {
    expect(money(120050)).toBe('1200.50')
    expect(money(5)).toBe('0.05')
    expect(money(-305)).toBe('-3.05')
  })

  it('writes times in IST', () => {
    expect(timestamp(Date.UTC(2026, 0, 1, 18, 45, 7))).toBe('2026-01-02 00:15:07')
  })
})
