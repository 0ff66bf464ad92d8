import { Effect, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { decodeWith } from '../decode.ts'
import { AT, wire } from '../test-support/fixtures.ts'
import { Position } from './position.ts'
import { SalaryLog } from './salary.ts'
import { UserInfo } from './user.ts'
import { Money, Text, WireBoolean, WireInt, WireNumber } from './wire.ts'

const decode = <T>(schema: Schema.Decoder<T>, input: unknown) =>
  Effect.runSync(Effect.result(decodeWith(schema, input, 'test', 'data')))

describe('Money', () => {
  it.each([
    [1200.5, 120050],
    ['1200.50', 120050],
    ['0.01', 1],
    [0, 0],
    ['-500.00', -50000],
    ['99999999.99', 9999999999],
  ])('decodes %j into %d paise', (input, paise) => {
    expect(Schema.decodeUnknownSync(Money)(input)).toBe(paise)
  })

  it.each([
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    'abc',
    '1e3',
    '12abc',
    ' 12',
    null,
    undefined,
    true,
    {},
  ])('refuses %j rather than showing NaN', (input) => {
    expect(() => Schema.decodeUnknownSync(Money)(input)).toThrow()
  })

  it('round-trips an entity: wire names in, code names out, wire names back', () => {
    const decoded = Schema.decodeUnknownSync(SalaryLog)(wire.salaryLog)
    expect(decoded).toEqual({ status: 0, amount: 150000, createdAt: AT })
    expect(Schema.encodeSync(SalaryLog)(decoded)).toEqual({ status: 0, Amount: '1500.00', created_at: AT })
  })

  it('encodes paise back to a two-decimal rupee string', () => {
    expect(Schema.encodeSync(Money)(Schema.decodeUnknownSync(Money)('1200.5'))).toBe('1200.50')
  })
})

describe('other wire primitives', () => {
  it('WireInt takes numbers and digit strings only', () => {
    expect(Schema.decodeUnknownSync(WireInt)('42')).toBe(42)
    expect(Schema.decodeUnknownSync(WireInt)(7)).toBe(7)
    for (const bad of ['4.2', 4.2, 'x', '', Number.NaN])
      expect(() => Schema.decodeUnknownSync(WireInt)(bad)).toThrow()
  })

  it('WireNumber takes finite numbers and decimal strings only', () => {
    expect(Schema.decodeUnknownSync(WireNumber)('43010.5')).toBe(43010.5)
    for (const bad of ['1e3', 'abc', '', Number.POSITIVE_INFINITY]) {
      expect(() => Schema.decodeUnknownSync(WireNumber)(bad)).toThrow()
    }
  })

  it('WireBoolean takes booleans and 0/1', () => {
    expect([true, false, 1, 0].map((v) => Schema.decodeUnknownSync(WireBoolean)(v))).toEqual([
      true,
      false,
      true,
      false,
    ])
    expect(() => Schema.decodeUnknownSync(WireBoolean)(2)).toThrow()
  })

  it('Text turns null into an empty string', () => {
    expect(Schema.decodeUnknownSync(Text)(null)).toBe('')
    expect(() => Schema.decodeUnknownSync(Text)(undefined)).toThrow()
  })
})

describe('DecodeError paths', () => {
  it('names the nested path of the first mismatch', () => {
    const result = decode(Schema.Array(Position), [
      wire.position,
      { ...wire.position, product: { ...wire.position.product, price: 'NaN' } },
    ])
    expect(result._tag).toBe('Failure')
    if (result._tag === 'Failure') {
      expect(result.failure.path).toBe('data[1].product.price')
      expect(result.failure.message).toContain('data[1].product.price')
    }
  })

  it('reports a missing key by name', () => {
    const { id: _id, ...withoutId } = wire.userInfo
    const result = decode(UserInfo, withoutId)
    expect(result._tag === 'Failure' && result.failure.path).toBe('data.id')
  })

  it('uses the wire spelling in paths, for missing keys and for values that do not parse alike', () => {
    const { kyc_status: _kyc, ...withoutKyc } = wire.userInfo
    const missing = decode(UserInfo, withoutKyc)
    expect(missing._tag === 'Failure' && missing.failure.path).toBe('data.kyc_status')

    const unparsable = decode(Schema.Array(Position), [{ ...wire.position, integral_used: 'abc' }])
    expect(unparsable._tag === 'Failure' && unparsable.failure.path).toBe('data[0].integral_used')

    const salary = decode(Schema.Array(SalaryLog), [{ ...wire.salaryLog, Amount: 'NaN' }])
    expect(salary._tag === 'Failure' && salary.failure.path).toBe('data[0].Amount')
  })

  it('decodes wire names into code names, keeping the wire spellings on the way in', () => {
    const result = decode(Position, wire.position)
    expect(result._tag === 'Success' && result.success.createdAt).toBe(AT)
  })
})
