import { KlineList, type KlinePeriod, klineSymbol } from '../schemas/market.ts'
import { type Call, type CallContext, getData } from './context.ts'

export interface MarketHistoryCalls {
  /** Candle history, oldest first. */
  readonly kline: (code: string, period: KlinePeriod) => Call<KlineList>
}

export function marketHistoryCalls(c: CallContext): MarketHistoryCalls {
  return {
    kline: (code, period) => getData(c, 'market/kline', { symbol: klineSymbol(code, period) }, KlineList),
  }
}
