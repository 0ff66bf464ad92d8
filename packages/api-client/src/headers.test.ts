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

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createIdempotencyKey', () => {
  it('makes distinct UUIDs', () => {
    const keys = new Set(Array.from({ length: 100 }, createIdempotencyKey))
    expect(keys.size).toBe(100)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('still makes v4 UUIDs where randomUUID is missing (insecure contexts)', () => {
    // randomUUID lives on Crypto.prototype; an own property shadows it for this test only.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(globalThis.crypto.randomUUID).toBeUndefined()
      const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey))
      expect(keys.size).toBe(50)
      for (const key of keys) expect(key).toMatch(UUID_V4)
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID')
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function')
  })
})
