import type { Page } from '@playwright/test'

/**
 * Runs in the page (self-contained, for page.evaluate): the app's own text on screen now, once each,
 * whitespace folded: text of rendered elements plus their aria-label, placeholder, title and alt. Leaves out
 * the server's HTML (`[data-server-content]`), amounts (`[data-money]`), what is typed in fields, and frames.
 */
export function visibleAppText(): string[] {
  const skip =
    '[data-server-content], [data-money], textarea, select, option, script, style, noscript, iframe'
  const rendered = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getClientRects().length > 0
  const texts = new Set<string>()
  const add = (text: string | null) => {
    const folded = (text ?? '').replace(/\s+/g, ' ').trim()
    if (folded) texts.add(folded)
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (parent && !parent.closest(skip) && rendered(parent)) add(node.textContent)
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (element.closest(skip) || !rendered(element)) continue
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(name))
  }
  return [...texts]
}

/** Adds a string of the server's, and the initials an avatar makes of it ("Demo Trader" → "DT"). */
export function addServerString(strings: Set<string>, value: string): void {
  const text = value.replace(/\s+/g, ' ').trim()
  if (text.length < 2 || text.length >= 200 || !/\p{L}/u.test(text)) return
  strings.add(text)
  const words = text.split(' ').filter((word) => /^\p{L}/u.test(word))
  const first = words[0] ?? ''
  const last = words.at(-1) ?? ''
  strings.add((words.length > 1 ? `${first[0]}${last[0]}` : first.slice(0, 2)).toUpperCase())
}

/**
 * Every string the server sent (HTTP JSON and WebSocket frames) from now on: names of products, pairs,
 * plans, people and notices are the server's, the same in every language, and not the app's to translate.
 */
export function collectServerStrings(page: Page): Set<string> {
  const strings = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      addServerString(strings, value)
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  const parse = (text: string) => {
    try {
      walk(JSON.parse(text))
    } catch {
      // Not JSON (a ping, a picture): nothing of the server's to read.
    }
  }
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    try {
      parse(await response.text())
    } catch {
      // The page moved on and the body is gone.
    }
  })
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') parse(payload)
    })
  })
  return strings
}

/** Words a translation keeps in every language: names of the product and of Indian documents and payments. */
export const SAME_IN_EVERY_LANGUAGE = [
  'Mandi',
  'BIT Pro',
  'PAN',
  'KYC',
  'OTP',
  'UPI',
  'IFSC',
  // The bank's transfer reference (Unique Transaction Reference), written so on Indian bank statements.
  'UTR',
  'UID',
  'ID',
  'USDT',
  'WhatsApp',
  'Telegram',
  // The featured merchants' brand names (packages/domain/src/content.ts).
  'Fresh Farms',
  'City Grocer',
  'Style Hub',
  'Tech Bazaar',
  // The language choice names each language in its own words.
  'English',
  'Hinglish',
  'हिन्दी',
]
/**
 * Words Hinglish shares with English, and the English month names its dates use ("24 Nov 2026": hd formats
 * dates like English, hi in Devanagari).
 */
export const SAME_IN_HINGLISH = [
  'OK',
  'Mobile',
  'Mobile number',
  'Email',
  'Online',
  'Offline',
  'Link',
  'Code',
  'Balance',
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'],
]

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * What is left of a text to translate: the server's strings and the given words taken out (whole words),
 * then digits and punctuation. Empty when nothing of the app's own words is left.
 */
export function ownWords(text: string, server: ReadonlySet<string>, keep: readonly string[]): string {
  // Links, and clock times ("7:45 pm" is how Intl writes it in every one of the three languages).
  let rest = text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\b\d{1,2}:\d{2}(?::\d{2})?\s?[ap]m\b/gi, ' ')
  // Longest first, so "BIT Pro" goes before "Pro".
  const names = [...server, ...keep].sort((a, b) => b.length - a.length)
  for (const name of names) {
    if (!rest.includes(name)) continue
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu'), ' ')
  }
  rest = rest
    .replace(/[^\p{L}\p{M}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return (rest.match(/\p{L}/gu) ?? []).length >= 2 ? rest : ''
}
