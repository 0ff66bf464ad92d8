/**
 * Runs in the page (passed to page.evaluate, so it is self-contained): the amounts of the screen as it is
 * now that break the money rules.
 * - a `[data-money]` element whose visible text spans more than one line, or is cut by a box around it;
 * - visible text matching "₹<digits>" outside `[data-money]` (an amount formatted by hand), leaving out
 *   `[data-server-content]` (the server's own HTML) and form fields.
 */
export function moneyProblems(): string[] {
  const problems: string[] = []
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getClientRects().length > 0
  /** Screen-reader-only text (clipped to a pixel) is not on screen. */
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect()
    return shown(element) && box.width > 1 && box.height > 1
  }
  const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 80)

  for (const money of document.querySelectorAll('[data-money]')) {
    if (!shown(money) || money.closest('[data-server-content]')) continue
    const tops: number[] = []
    let lineHeight = 0
    const walker = document.createTreeWalker(money, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !onScreen(parent) || !node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue
        tops.push(rect.top)
        lineHeight = Math.max(lineHeight, rect.height)
      }
    }
    const lines = tops.filter(
      (top, i) => tops.findIndex((other) => Math.abs(other - top) < lineHeight / 2) === i,
    )
    if (lines.length > 1)
      problems.push(`amount on ${lines.length} lines: "${snippet(money.textContent ?? '')}"`)
    // Cut: partly outside the nearest box that hides its overflow (a wholly hidden carousel slide is fine).
    const box = money.getBoundingClientRect()
    for (let up = money.parentElement; up; up = up.parentElement) {
      const style = getComputedStyle(up)
      if (style.overflowX === 'visible') continue
      const frame = up.getBoundingClientRect()
      const partly =
        (box.left < frame.left - 1 && box.right > frame.left + 1) ||
        (box.right > frame.right + 1 && box.left < frame.right - 1)
      if (partly && (style.overflowX === 'hidden' || style.overflowX === 'clip'))
        problems.push(`amount cut by its box: "${snippet(money.textContent ?? '')}"`)
      break
    }
    if (box.right > window.innerWidth + 1 && box.left < window.innerWidth)
      problems.push(`amount past the screen edge: "${snippet(money.textContent ?? '')}"`)
  }

  // The visible text in reading order; a skipped node breaks the stream so no match spans it.
  const skip = '[data-money], [data-server-content], input, textarea, select, option, script, style, noscript'
  const pieces: { text: string; node: Text | null }[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement
    if (!parent) continue
    if (parent.closest(skip) || !onScreen(parent)) {
      pieces.push({ text: '\u0000', node: null })
      continue
    }
    pieces.push({ text: node.data, node })
  }
  const stream = pieces.map((piece) => piece.text).join('')
  for (const match of stream.matchAll(/₹\s?\d[\d,.]*/g)) {
    let at = 0
    const piece = pieces.find((candidate) => {
      at += candidate.text.length
      return at > (match.index ?? 0)
    })
    const parent = piece?.node?.parentElement
    const around = parent?.closest('li, p, dd, td, button, a, label') ?? parent?.parentElement ?? parent
    // biome-ignore lint/performance/useDomNodeTextContent: the words as they read on screen, blocks apart.
    const context = around instanceof HTMLElement ? around.innerText : match[0]
    problems.push(`hand-formatted amount "${match[0]}" in "${snippet(context)}"`)
  }
  return [...new Set(problems)]
}
