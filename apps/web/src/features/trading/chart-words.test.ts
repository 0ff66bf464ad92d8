import type { VisibleStats } from '@mandi/ui-kit/charts'
import { beforeAll, describe, expect, it } from 'vitest'
import { addCatalogue } from '../../i18n/catalogue.ts'
import { hi } from '../../i18n/hi-catalogue.ts'
import { createTranslator } from '../../i18n/i18n.tsx'
import { announcePrice, chartLabels, describeChart } from './chart-words.ts'

const candle = (open: number, close: number) => ({ id: 60, open, close, high: 0, low: 0, volume: 1 })
const stats = (open: number, close: number): VisibleStats => ({
  first: candle(open, open),
  last: candle(close, close),
  high: 65_400.5,
  low: 63_900,
  change: close - open,
  changeRatio: (close - open) / open,
  count: 30,
})
const en = createTranslator('en')
beforeAll(() => addCatalogue('hi', hi))

describe('the chart text alternative of /kline', () => {
  it('names the pair, period, last price, the change over the visible candles, and their high and low', () => {
    expect(describeChart(en, 'BTC/USDT', '1min', stats(64_000, 65_123.45))).toBe(
      'BTC/USDT, 1min. Last price 65,123.45. Up 1,123.45 (1.76%) over the last 30 candles. High 65,400.5, low 63,900.',
    )
  })

  it('says a fall as Down with the size of the fall, and no change as such', () => {
    expect(describeChart(en, 'ETH/USDT', '1day', stats(2_000, 1_900))).toContain(
      'Down 100 (5.00%) over the last 30 candles',
    )
    expect(describeChart(en, 'ETH/USDT', '1day', stats(2_000, 2_000))).toContain(
      'No change over the last 30 candles',
    )
  })

  it('is said in Hinglish and Hindi too', () => {
    expect(describeChart(createTranslator('hd'), 'BTC/USDT', '5min', stats(100, 110))).toBe(
      'BTC/USDT, 5 minat. Abhi ki keemat 110. Pichhli 30 candles mein 10 (10.00%) badha. Sabse upar 65,400.5, sabse neeche 63,900.',
    )
    expect(describeChart(createTranslator('hi'), 'BTC/USDT', '5min', stats(100, 90))).toContain(
      '10 (10.00%) की गिरावट',
    )
  })

  it('announces the pair and its latest price', () => {
    expect(announcePrice(en, 'BTC/USDT', candle(1, 64_321.5))).toBe('BTC/USDT last price 64,321.5')
  })

  it('gives the readout and table their words in the reader language', () => {
    expect(chartLabels(en)).toMatchObject({ time: 'Time', ma5: 'MA 5', showTable: 'Show as table' })
    expect(chartLabels(createTranslator('hi'))).toMatchObject({ close: 'बंद', showChart: 'चार्ट देखें' })
  })
})
