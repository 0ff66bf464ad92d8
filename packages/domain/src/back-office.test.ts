import { describe, expect, it } from 'vitest'
import { checkOperatorReason, depositStage } from './back-office.ts'

describe('depositStage', () => {
  it('is paid whenever the status is non-zero (§4), whatever the stage says', () => {
    expect(depositStage(1, 'unpaid')).toBe('paid')
    expect(depositStage(7, undefined)).toBe('paid')
  })
  it('takes a known stage of an unpaid order', () => {
    expect(depositStage(0, 'checking')).toBe('checking')
    expect(depositStage(0, 'refused')).toBe('refused')
    expect(depositStage(0, 'cancelled')).toBe('cancelled')
  })
  it('reads an unknown, missing or contradicting stage as unpaid', () => {
    expect(depositStage(0, 'paid')).toBe('unpaid')
    expect(depositStage(0, 'lost')).toBe('unpaid')
    expect(depositStage(0, null)).toBe('unpaid')
  })
})

describe('checkOperatorReason', () => {
  it('trims an operator’s own reason and takes 5 to 300 characters', () => {
    expect(checkOperatorReason('  Name on the account differs.  ')).toEqual({
      ok: true,
      reason: 'Name on the account differs.',
    })
    expect(checkOperatorReason('    no ')).toEqual({ ok: false, problem: 'short' })
    expect(checkOperatorReason('x'.repeat(300))).toMatchObject({ ok: true })
    expect(checkOperatorReason('x'.repeat(301))).toEqual({ ok: false, problem: 'long' })
  })
})
