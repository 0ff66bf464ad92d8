import { describe, expect, it } from 'vitest'
import { publicOrigin, shareLink, whatsappShareHref } from './share-link.ts'

describe('publicOrigin', () => {
  it('takes the configured origin, without a path or a trailing slash', () => {
    expect(publicOrigin('https://mandi.example/', 'http://127.0.0.1:8080')).toBe('https://mandi.example')
    expect(publicOrigin(' https://mandi.example/app ', 'http://x')).toBe('https://mandi.example')
  })

  it('falls back to where the app is served when none or no http(s) origin is configured', () => {
    expect(publicOrigin(undefined, 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    expect(publicOrigin('', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    expect(publicOrigin('not a url', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    expect(publicOrigin('javascript:alert(1)', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
  })
})

describe('shareLink', () => {
  it('opens registration with the code filled in', () => {
    expect(shareLink('100001', 'https://mandi.example')).toBe(
      'https://mandi.example/app/#/signin?code=100001',
    )
    expect(shareLink('a b&c', 'https://m.example')).toBe('https://m.example/app/#/signin?code=a%20b%26c')
  })
})

describe('whatsappShareHref', () => {
  it('is a wa.me link with the whole text encoded', () => {
    expect(whatsappShareHref('Join me: https://m.example/app/#/signin?code=1')).toBe(
      'https://wa.me/?text=Join%20me%3A%20https%3A%2F%2Fm.example%2Fapp%2F%23%2Fsignin%3Fcode%3D1',
    )
  })
})
