import { describe, expect, it } from 'vitest'
import { createIdempotencyKey, usableToken } from './headers.ts'

describe('usableToken', () => {
  it('keeps a header-safe token, trimmed', () => {
    expect(usableToken('abc.DEF-123_=')).toBe('abc.DEF-123_=')
    expect(usableToken('  abc  ')).toBe('abc')
  })

  it.each([undefined, null, '', ' ', 'null', 'undefined', 'a b', 'a\nb', 'a\u0000b', 'tök'])(
    'treats %j as signed out',
    (raw) => {
      expect(usableToken(raw)).toBeUndefined()
    },
  )
})

describe('createIdempotencyKey', () => {
  it('makes distinct UUIDs', () => {
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey))
    expect(keys.size).toBe(100)
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
