import { describe, expect, it } from 'vitest'
import { ENTRY_STYLE, inlineStyle } from './entry-style.ts'

const page = `<head>
    <script type="module" crossorigin src="/app/assets/index-AbCd1234.js"></script>
    <link rel="stylesheet" crossorigin href="/app/assets/index-Ef_h-678.css">
    <link rel="stylesheet" crossorigin href="/app/assets/other-Ef_h-678.css">
  </head>`

describe('inlineStyle', () => {
  it("puts the entry's stylesheet in a <style> in place of its link, so the page never fetches it", () => {
    const html = inlineStyle(page, '/app/', 'assets/index-Ef_h-678.css', '.a{color:red}\n')
    expect(html).toContain(
      '<style data-href="/app/assets/index-Ef_h-678.css">.a{color:red}</style>\n    <link rel="stylesheet" crossorigin href="/app/assets/other',
    )
    expect(html).not.toMatch(/<link[^>]*index-Ef_h-678/)
    // Any other stylesheet stays as it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/app/assets/other-Ef_h-678.css">')
    expect(html.match(/<style/g)).toHaveLength(1)
  })

  it('keeps a stylesheet that holds $ patterns as written', () => {
    const html = inlineStyle(page, '/app/', 'assets/index-Ef_h-678.css', "a::after{content:'$&$1'}")
    expect(html).toContain("a::after{content:'$&$1'}</style>")
  })

  it('fails the build when the page has no such link, or the stylesheet would close its tag', () => {
    expect(() => inlineStyle(page, '/app/', 'assets/index-Zz.css', 'a{}')).toThrow(/no stylesheet link/)
    expect(() => inlineStyle(page, '/app/', 'assets/index-Ef_h-678.css', 'a{}</style><script>')).toThrow(
      /end its own tag/,
    )
  })

  it("names the entry's stylesheet only", () => {
    expect(ENTRY_STYLE.test('assets/index-Ef_h-678.css')).toBe(true)
    expect(ENTRY_STYLE.test('assets/s-h-Ef_h-678.css')).toBe(false)
    expect(ENTRY_STYLE.test('assets/index-Ef_h-678.js')).toBe(false)
  })
})
