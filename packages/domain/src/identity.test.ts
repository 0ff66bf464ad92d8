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
    expect(namesMatch('Ravi Kumar', 'RAVI  KUMAR')).toBe(true)
    expect(namesMatch(' ravi kumar ', 'Ravikumar')).toBe(true)
  })
  it('refuses another name, an initial, an extra part and empty names', () => {
    expect(namesMatch('Ravi Kumar', 'Ravi Kumari')).toBe(false)
    expect(namesMatch('R Kumar', 'Ravi Kumar')).toBe(false)
    expect(namesMatch('Ravi Kumar Singh', 'Ravi Kumar')).toBe(false)
    expect(namesMatch('', '')).toBe(false)
    expect(namesMatch('  ', '')).toBe(false)
  })
})

describe('reviewPan', () => {
  const account = 'Kavya Menon'
  it('verifies a person’s PAN with the account’s name', () => {
    expect(reviewPan({ pan: 'ZZZPM0000Z', fullName: 'kavya menon', accountName: account })).toEqual({
      verified: true,
    })
  })
  it('refuses with the first rule broken: shape, then holder type, then name', () => {
    expect(reviewPan({ pan: 'ZZZPM00000', fullName: 'Kavya Menon', accountName: account })).toMatchObject({
      verified: false,
      code: 'pan_format',
    })
    expect(reviewPan({ pan: 'ABCDE1234F', fullName: 'Someone Else', accountName: account })).toEqual({
      verified: false,
      code: 'pan_not_person',
      reason: "This PAN is not a person's: its fourth letter must be P",
    })
    expect(reviewPan({ pan: 'ZZZPM0000Z', fullName: 'Kavya Menon R', accountName: account })).toEqual({
      verified: false,
      code: 'name_mismatch',
      reason: 'The name does not match the name on your account',
    })
  })
})
