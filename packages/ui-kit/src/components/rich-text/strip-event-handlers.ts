/**
 * Removes inline event handler attributes (`on…=`) from an HTML string before any DOM parses it.
 *
 * Why: our CSP forbids inline handlers, and Chromium reports a `script-src-attr` violation (and logs a
 * console error) the moment a parser creates an element with one, even in a DOMParser or template document
 * that never runs it. DOMPurify must parse to sanitise, so hostile HTML would fill the console with noise.
 *
 * This is not the security boundary: DOMPurify still sanitises the result. The scanner follows the WHATWG
 * tokenizer's tag, attribute and comment states closely enough that the attributes it finds are the ones a
 * browser would create; where it disagrees (rare malformed input), the worst outcome is a handler left for
 * DOMPurify to remove (noise) or hostile text shortened (never new markup: only attribute spans are cut).
 */
/** Elements whose content the tokenizer reads as text (in HTML content) up to their own end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes'])

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r'
const isLetter = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
const isNameEnd = (c: string) => c === '' || isSpace(c) || c === '/' || c === '>'

export function stripEventHandlers(html: string): string {
  const length = html.length
  let out = ''
  let kept = 0
  let i = 0
  // Lower-cased once, on the first raw-text element, for finding end tags case-insensitively.
  let lower: string | undefined

  /** From just after `<!--`: the index after the comment's end (spec comment start/comment states). */
  const skipComment = (from: number): number => {
    if (html.startsWith('>', from)) return from + 1
    if (html.startsWith('->', from)) return from + 2
    for (let at = html.indexOf('--', from); at !== -1; at = html.indexOf('--', at + 1)) {
      if (html.startsWith('-->', at)) return at + 3
      if (html.startsWith('--!>', at)) return at + 4
    }
    return length
  }

  /** Up to and including the next `>` (bogus comments, doctypes, CDATA outside foreign content). */
  const skipToClose = (from: number): number => {
    const close = html.indexOf('>', from)
    return close === -1 ? length : close + 1
  }

  /** From the first character after a tag name: attributes up to the tag's `>`; returns the index after. */
  const scanAttributes = (from: number): number => {
    let at = from
    while (at < length) {
      const c = html.charAt(at)
      if (c === '>') return at + 1
      if (isSpace(c) || c === '/') {
        at += 1
        continue
      }
      // Attribute name; its first character may be '=' (a parse error the browser takes as part of the name).
      const nameStart = at
      at += 1
      while (at < length && !isSpace(html.charAt(at)) && !'/>='.includes(html.charAt(at))) at += 1
      const name = html.slice(nameStart, at)
      let end = at
      while (at < length && isSpace(html.charAt(at))) at += 1
      if (html.charAt(at) === '=') {
        at += 1
        while (at < length && isSpace(html.charAt(at))) at += 1
        const quote = html.charAt(at)
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, at + 1)
          at = close === -1 ? length : close + 1
        } else {
          while (at < length && !isSpace(html.charAt(at)) && html.charAt(at) !== '>') at += 1
        }
        end = at
      }
      if (/^on/i.test(name)) {
        out += html.slice(kept, nameStart)
        kept = end
      }
    }
    return length
  }

  /**
   * After a raw-text start tag: its content up to the matching end tag is scanned on its own, as markup.
   * In HTML content the browser reads it as text (cutting there only shortens hostile text); inside SVG or
   * MathML it is markup, and a quote or comment in it cannot hide what follows the end tag.
   */
  const skipRawText = (from: number, name: string): number => {
    lower ??= html.toLowerCase()
    let end = lower.indexOf(`</${name}`, from)
    while (end !== -1 && !isNameEnd(html.charAt(end + 2 + name.length)))
      end = lower.indexOf(`</${name}`, end + 1)
    if (end === -1) end = length
    out += html.slice(kept, from) + stripEventHandlers(html.slice(from, end))
    kept = end
    return end
  }

  while (i < length) {
    const open = html.indexOf('<', i)
    if (open === -1) break
    const next = html.charAt(open + 1)
    const closing = next === '/'
    if (isLetter(closing ? html.charAt(open + 2) : next)) {
      const nameStart = open + (closing ? 2 : 1)
      let at = nameStart
      while (!isNameEnd(html.charAt(at))) at += 1
      const name = html.slice(nameStart, at).toLowerCase()
      i = scanAttributes(at)
      if (!closing && RAW_TEXT.has(name)) i = skipRawText(i, name)
    } else if (html.startsWith('!--', open + 1)) {
      i = skipComment(open + 4)
    } else if (next === '!' || next === '?' || (closing && html.charAt(open + 2) !== '>')) {
      i = skipToClose(open + 2)
    } else {
      i = open + 1
    }
  }
  return kept === 0 ? html : out + html.slice(kept)
}
