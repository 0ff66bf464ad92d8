import { describe, expect, it } from 'vitest'
import { pickSupportNumber, supportNumbers, whatsAppUrl } from './support.ts'

describe('supportNumbers', () => {
  it('splits on commas, trims and drops empties', () => {
    expect(supportNumbers(' 911111, ,912222,,913333 ')).toEqual(['911111', '912222', '913333'])
    expect(supportNumbers('')).toEqual([])
  })
})

describe('pickSupportNumber (§9)', () => {
  it('returns the only number', () => {
    expect(pickSupportNumber(' 911111 ')).toBe('911111')
  })

  it('chooses among several with the random source', () => {
    const wa = '911111,912222,913333'
    expect(pickSupportNumber(wa, () => 0)).toBe('911111')
    expect(pickSupportNumber(wa, () => 0.5)).toBe('912222')
    expect(pickSupportNumber(wa, () => 0.999)).toBe('913333')
  })

  it('stays in range even with a random source out of [0, 1)', () => {
    expect(pickSupportNumber('911111,912222', () => 1)).toBe('912222')
    expect(pickSupportNumber('911111,912222', () => -0.5)).toBe('911111')
  })

  it('uses Math.random by default and always picks a configured number', () => {
    for (let i = 0; i < 20; i++) {
      expect(['911111', '912222']).toContain(pickSupportNumber('911111,912222'))
    }
  })

  it('returns null when none is configured', () => {
    expect(pickSupportNumber('')).toBeNull()
    expect(pickSupportNumber(' , ,')).toBeNull()
  })
})

describe('whatsAppUrl', () => {
  it('links to the digits of the number with an optional text', () => {
    expect(whatsAppUrl('+91 90000-00001')).toBe('https://wa.me/919000000001')
    expect(whatsAppUrl('919000000001', 'Amount: 600 & ID 7')).toBe(
      'https://wa.me/919000000001?text=Amount%3A%20600%20%26%20ID%207',
    )
  })
})
