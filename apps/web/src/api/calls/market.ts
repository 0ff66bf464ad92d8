import { createKlineFeed, type MarketCalls, marketHistoryCalls } from '@mandi/api-client'
import { apiHosts } from '../config.ts'
import { callContext } from '../context.ts'

/** One kline socket for the app, opened with the first subscriber: only /kline's chunk imports this module. */
const klineFeed = createKlineFeed(apiHosts.socketUrl)

/** The candle history and the live candles (no Effect Stream form: the app uses the callbacks). */
export const marketApi: Pick<MarketCalls, 'kline' | 'subscribeKline'> = {
  ...marketHistoryCalls(callContext),
  subscribeKline: (code, period, handlers) => klineFeed.subscribe(code, period, handlers),
}
