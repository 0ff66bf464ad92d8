import { describe, expect, it } from 'vitest'
import { activityTarget } from './activity-target.ts'
import { signalPairs } from './signal-pairs.ts'

describe('activityTarget (the Find card destination from the activity action)', () => {
  it('takes a route of the app, with its query', () => {
    expect(activityTarget('/share')).toBe('/share')
    expect(activityTarget('/buy?id=1')).toBe('/buy?id=1')
    expect(activityTarget('/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')).toBe(
      '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
  })

  it('refuses empty, unknown, outside and script targets', () => {
    for (const action of ['', '/nowhere', 'https://evil.example/', 'javascript:alert(1)', '//evil.example']) {
      expect(activityTarget(action), action).toBeNull()
    }
  })
})

describe('signalPairs (the market pairs a channel signal names)', () => {
  it('reads pairs from the text the way the server names its markets, once each', () => {
    expect(
      signalPairs('<p><b>BTC/USDT</b> CALL, then BTC/USDT again; gold <i>XAU/USD</i> range-bound</p>'),
    ).toEqual([
      { code: 'btcusdt', name: '', title: 'BTC/USDT' },
      { code: 'xauusd', name: '', title: 'XAU/USD' },
    ])
  })

  it('ignores markup and plain text without a pair', () => {
    expect(signalPairs('<p style="a/b">Signal accuracy this week: <b>82%</b>.</p>')).toEqual([])
  })
})
