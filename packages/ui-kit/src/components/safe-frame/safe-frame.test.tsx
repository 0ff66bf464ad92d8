import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { checkFrameUrl, sandboxFor } from './frame-url.ts'
import { SafeFrame } from './safe-frame.tsx'

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'blob:https://mandi.example/0b6c7a0e-1',
  'file:///etc/passwd',
  'vbscript:msgbox(1)',
  'ftp://files.example/x',
  'http://evil.example/chat',
  'http://localhost.evil.example/',
  'http://127.0.0.1.evil.example/',
  'https://app@evil.example/',
  'https://app:secret@evil.example/',
  'https://mandi.example@evil.example/',
  '//evil.example/chat',
  '/app/#/home',
  'evil.example',
  '',
  'https://',
  'https://[not-an-ip/',
]

describe('checkFrameUrl', () => {
  it.each(HOSTILE_URLS)('refuses %j', (url) => {
    expect(checkFrameUrl(url).ok).toBe(false)
  })

  it('names the reason', () => {
    expect(checkFrameUrl('https://app@evil.example/')).toEqual({ ok: false, reason: 'credentials' })
    expect(checkFrameUrl('javascript:alert(1)')).toEqual({ ok: false, reason: 'scheme' })
    expect(checkFrameUrl('http://evil.example/')).toEqual({ ok: false, reason: 'insecure' })
    expect(checkFrameUrl('not a url')).toEqual({ ok: false, reason: 'invalid' })
  })

  it.each([
    'https://chat.provider.example/widget?channel=7&code=abc',
    'https://example.com',
    'http://localhost:5173/page',
    'http://127.0.0.1:8787/',
    '  https://example.com/trimmed  ',
  ])('accepts %j', (url) => {
    expect(checkFrameUrl(url).ok).toBe(true)
  })
})

describe('sandboxFor', () => {
  const own = 'https://mandi.example'
  const all = { scripts: true, sameOrigin: true, forms: true, popups: true }

  it('never grants allow-scripts with allow-same-origin to a page of our own origin', () => {
    const tokens = sandboxFor(new URL('https://mandi.example/app/evil.html'), own, all).split(' ')
    expect(tokens).toContain('allow-scripts')
    expect(tokens).not.toContain('allow-same-origin')
  })

  it('lets a third-party page keep its own origin', () => {
    const tokens = sandboxFor(new URL('https://chat.provider.example/'), own, all).split(' ')
    expect(tokens).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups']),
    )
  })

  it('grants nothing when nothing is asked for', () => {
    expect(sandboxFor(new URL('https://x.example/'), own, { scripts: false, sameOrigin: false })).toBe('')
  })
})

describe('SafeFrame', () => {
  it('renders a sandboxed frame with no referrer for an https page', () => {
    render(
      <SafeFrame src="https://chat.provider.example/w" title="Live chat" ownOrigin="https://mandi.example" />,
    )
    const frame = screen.getByTitle('Live chat')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('https://chat.provider.example/w')
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
  })

  it('keeps our own origin out of a script-running frame', () => {
    render(<SafeFrame src="https://mandi.example/x" title="Page" ownOrigin="https://mandi.example" />)
    expect(screen.getByTitle('Page').getAttribute('sandbox')).not.toContain('allow-same-origin')
  })

  it.each(HOSTILE_URLS)('shows the message instead of a frame for %j', (url) => {
    const { container } = render(
      <SafeFrame src={url} title="Page" blockedMessage="Yeh page nahin khul sakta" />,
    )
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('Yeh page nahin khul sakta')
  })
})
