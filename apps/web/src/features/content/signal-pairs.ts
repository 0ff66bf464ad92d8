import { type Pair, pairQuery } from '../../links/pair.ts'

/**
 * The market pairs a channel signal names (e.g. 'BTC/USDT', 'XAU/USD'), in order, once each. The reference
 * server names its markets that way: title 'BTC/USDT', code 'btcusdt' (the title without the slash, lower
 * case). Markup is ignored: only the text is read.
 */
export function signalPairs(html: string): readonly Pair[] {
  const text = html.replace(/<[^>]*>/g, ' ')
  const seen = new Set<string>()
  const pairs: Pair[] = []
  for (const match of text.matchAll(/\b([A-Z]{2,6})\/([A-Z]{3,4})\b/g)) {
    const title = `${match[1]}/${match[2]}`
    const code = `${match[1]}${match[2]}`.toLowerCase()
    if (seen.has(code)) continue
    seen.add(code)
    pairs.push({ code, name: '', title })
  }
  return pairs
}

/** The chart of a pair: /kline?name=&code=btcusdt&title=BTC%2FUSDT. */
export function chartPath(pair: Pair): string {
  return `/kline?${pairQuery(pair)}`
}
