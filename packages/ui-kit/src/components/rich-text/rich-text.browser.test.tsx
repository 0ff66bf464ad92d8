// Runs in Chromium (the ui-kit-browser project of apps/storybook): DOMPurify needs a real DOM and parser.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { findExecutableContent, HOSTILE_PAYLOADS } from './hostile-payloads.ts'
import { RichText } from './rich-text.tsx'
import { sanitizeHtml } from './sanitize-html.ts'

/** Parses into an inert template, so nothing in the HTML loads or runs while it is inspected. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  return template.content
}

function serialize(fragment: DocumentFragment): string {
  const host = document.createElement('div')
  host.append(fragment.cloneNode(true))
  return host.innerHTML
}

describe('sanitizeHtml', () => {
  it('has at least 30 hostile payloads to check', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(HOSTILE_PAYLOADS)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeHtml(payload)
    expect(findExecutableContent(parse(clean))).toEqual([])
    // Mutation XSS lives in the serialise/re-parse round trip that innerHTML performs: do it and look again.
    const reparsed = parse(serialize(parse(clean)))
    expect(findExecutableContent(reparsed)).toEqual([])
  })

  it('the checker itself spots what it must remove', () => {
    expect(findExecutableContent(parse('<img src=x onerror=alert(1)>'))).toContain('onerror handler')
    expect(findExecutableContent(parse('<a href="javascript:alert(1)">x</a>'))).not.toEqual([])
    expect(findExecutableContent(parse('<img name=getElementById>'))).not.toEqual([])
  })

  it('keeps ordinary formatting, text and safe links', () => {
    const clean = parse(
      sanitizeHtml('<h2>Notice</h2><p>Deposits <b>open</b> at <a href="https://example.com/x">9 am</a></p>'),
    )
    expect(clean.querySelector('h2')?.textContent).toBe('Notice')
    expect(clean.querySelector('b')?.textContent).toBe('open')
    const link = clean.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/x')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('keeps the text of a removed script-less element but drops its handler', () => {
    const clean = parse(sanitizeHtml('<div onclick="alert(1)">tap here</div>'))
    expect(clean.textContent).toBe('tap here')
    expect(clean.querySelector('div')?.hasAttribute('onclick')).toBe(false)
  })

  it('marks server images without alt text as decorative and keeps given alt text', () => {
    const clean = parse(
      sanitizeHtml('<img src="https://img.example/a.png"><img src="https://img.example/b.png" alt="Offer">'),
    )
    const [first, second] = Array.from(clean.querySelectorAll('img'))
    expect(first?.getAttribute('alt')).toBe('')
    expect(second?.getAttribute('alt')).toBe('Offer')
  })

  it('drops image paths relative to the app page, keeps absolute and rooted ones', () => {
    const clean = parse(
      sanitizeHtml(
        '<img src="x"><img src="img/a.png"><img src="/img/b.svg"><img src="https://img.example/c.png">',
      ),
    )
    expect(Array.from(clean.querySelectorAll('img'), (img) => img.getAttribute('src'))).toEqual([
      null,
      null,
      '/img/b.svg',
      'https://img.example/c.png',
    ])
  })

  it('prefixes ids and names so they cannot clobber document properties', () => {
    const clean = parse(sanitizeHtml('<img id=location name=getElementById src="https://img.example/a.png">'))
    expect(clean.querySelector('img')?.getAttribute('id')).toBe('user-content-location')
  })
})

describe('RichText', () => {
  it('renders the sanitised HTML and re-sanitises when the HTML changes', () => {
    const { container, rerender } = render(<RichText html="<p>First</p>" />)
    expect(container.textContent).toBe('First')
    rerender(<RichText html={'<p>Second</p><img src=x onerror=alert(1)>'} />)
    expect(container.textContent).toBe('Second')
    expect(findExecutableContent(container)).toEqual([])
  })
})
