import { describe, expect, it } from 'vitest'
import { contentMatchesName, sniff } from './magic.ts'

const bytes = (...values: number[]) => Buffer.from(values)

describe('upload content check', () => {
  it('recognises the allowed kinds by their signatures', () => {
    expect(sniff(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png')
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg')
    expect(sniff(Buffer.from('GIF89a'))).toBe('gif')
    expect(sniff(Buffer.from('%PDF-1.7'))).toBe('pdf')
    expect(sniff(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip')
    expect(sniff(Buffer.from('\0\0\0\x18ftypmp42', 'binary'))).toBe('mp4')
    expect(sniff(Buffer.from('<svg onload=alert(1)>'))).toBeNull()
  })

  it('needs the name and the bytes to agree', () => {
    const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0)
    expect(contentMatchesName('photo.JPEG', jpeg)).toBe(true)
    expect(contentMatchesName('photo.png', jpeg)).toBe(false)
    expect(contentMatchesName('notes.pdf', Buffer.from('<html>'))).toBe(false)
    expect(contentMatchesName('photo', jpeg)).toBe(false)
  })
})
