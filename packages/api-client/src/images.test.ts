import { describe, expect, it } from 'vitest'
import { imageUrl, NO_IMAGE } from './images.ts'

describe('imageUrl', () => {
  it('puts relative paths under the host, with or without slashes on either side', () => {
    expect(imageUrl('http://img.example', 'img/a.png')).toBe('http://img.example/img/a.png')
    expect(imageUrl('http://img.example/', '/img/a.png')).toBe('http://img.example/img/a.png')
  })

  it('keeps absolute http(s) and protocol-relative URLs', () => {
    expect(imageUrl('http://img.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png')
    expect(imageUrl('http://img.example', 'HTTP://cdn.example/a.png')).toBe('HTTP://cdn.example/a.png')
    expect(imageUrl('http://img.example', '//cdn.example/a.png')).toBe('//cdn.example/a.png')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:http://x/1',
  ])('refuses %j', (path) => {
    expect(imageUrl('http://img.example', path)).toBe(NO_IMAGE)
  })

  it('gives no image for empty, blank, null and undefined paths', () => {
    for (const path of ['', '   ', null, undefined])
      expect(imageUrl('http://img.example', path)).toBe(NO_IMAGE)
  })
})
