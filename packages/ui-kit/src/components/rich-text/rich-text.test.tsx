import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RichText } from './rich-text.tsx'
import { isSafeUrl, SanitizerUnavailableError, sanitizeHtml } from './sanitize-html.ts'

// The hostile-payload tests run in real Chromium (rich-text.browser.test.tsx): happy-dom's DOM is not
// faithful enough for DOMPurify, which is exactly what the tests below rely on.
describe('RichText outside a real browser', () => {
  it('refuses to sanitise in a DOM where DOMPurify fails its self-check', () => {
    expect(() => sanitizeHtml('<b>x</b>')).toThrow(SanitizerUnavailableError)
  })

  it('fails closed: the HTML is shown as inert text, never inserted', () => {
    const { container } = render(<RichText html={'<img src=x onerror="alert(1)"><b>bold</b>'} />)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"><b>bold</b>')
  })
})

describe('isSafeUrl', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+911234567890',
    '/relative',
    '#top',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true)
  })
  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'blob:https://x/1',
  ])('rejects %s', (url) => {
    expect(isSafeUrl(url)).toBe(false)
  })
})
