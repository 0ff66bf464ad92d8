import { describe, expect, it } from 'vitest'
import { isPersonalPan, namesMatch, reviewPan } from './identity.ts'

describe('isPersonalPan', () => {
  it.each(['ZZZPK0000Z', 'abcpe1234f', ' ABCPE1234F '])('accepts %j', (pan) => {
    expect(isPersonalPan(pan)).toBe(true)
  })
  it.each([
    'ABCDE1234F', // fourth letter D: not a person
    'ABCCE1234F', // C: a company
    'ABCPE1234', // too short
    'ABCPE12345', // last must be a letter
    'AB1PE1234F',
    'ABCPE1234FF',
    '',
  ])('refuses %j', (pan) => {
    expect(isPersonalPan(pan)).toBe(false)
  })
})

describe('namesMatch', () => {
  it('ignores case and spaces', () => {
    expect(namesMatch('Demo Trader', 'DEMO  TRADER')).toBe(true)
    expect(namesMatch(' demo trader ', 'Demotrader')).toBe(true)
  })
  it('refuses another name, an initial, an extra part and empty names', () => {
    expect(namesMatch('Demo Trader', 'Demo Traders')).toBe(false)
    expect(namesMatch('D Trader', 'Demo Trader')).toBe(false)
    expect(namesMatch('Demo Trader Extra', 'Demo Trader')).toBe(false)
    expect(namesMatch('', '')).toBe(false)
    expect(namesMatch('  ', '')).toBe(false)
  })
})

describe('reviewPan', () => {
  const account = 'Demo Ginger'
  it('verifies a person’s PAN with the account’s name', () => {
    expect(reviewPan({ pan: 'ZZZPM0000Z', fullName: 'demo ginger', accountName: account })).toEqual({
      verified: true,
    })
  })
  it('refuses with the first rule broken: shape, then holder type, then name', () => {
    expect(reviewPan({ pan: 'ZZZPM00000', fullName: 'Demo Ginger', accountName: account })).toMatchObject({
      verified: false,
      code: 'pan_format',
    })
    expect(reviewPan({ pan: 'ABCDE1234F', fullName: 'Someone Else', accountName: account })).toEqual({
      verified: false,
      code: 'pan_not_person',
      reason: "This PAN is not a person's: its fourth letter must be P",
    })
    expect(reviewPan({ pan: 'ZZZPM0000Z', fullName: 'Demo Ginger R', accountName: account })).toEqual({
      verified: false,
      code: 'name_mismatch',
      reason: 'The name does not match the name on your account',
    })
  })
})
