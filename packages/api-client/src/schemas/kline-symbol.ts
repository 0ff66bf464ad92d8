/**
 * `market.{code}.kline.{period}`: the symbol of both the history call and the live feed (§7 market/kline,
 * §8 kline socket). A plain module (no Effect; the period's schema, KlinePeriod, is in market.ts), so a first
 * read (fast-read/first-reads.ts) can build the address without the schemas.
 */
export function klineSymbol(code: string, period: string): string {
  return `market.${code}.kline.${period}`
}
