/** A market pair as the chart page receives it in its query (spec §2: name, code, title). */
export interface Pair {
  readonly code: string
  readonly name: string
  readonly title: string
}

/**
 * The pair /kline opens when its query has no code: the first pair of the reference market. The page does
 * not open it by itself (that would hide a broken link); it offers it next to the marketplace link.
 */
export const DEFAULT_PAIR: Pair = { code: 'btcusdt', name: 'Bitcoin', title: 'BTC/USDT' }

/** Reads the pair from a query; null without a code. A missing title falls back to the code in capitals. */
export function pairFromQuery(params: URLSearchParams): Pair | null {
  const code = (params.get('code') ?? '').trim()
  if (!code) return null
  const title = (params.get('title') ?? '').trim() || code.toUpperCase()
  return { code, name: (params.get('name') ?? '').trim(), title }
}

export function pairQuery(pair: Pair): string {
  return new URLSearchParams({ name: pair.name, code: pair.code, title: pair.title }).toString()
}
