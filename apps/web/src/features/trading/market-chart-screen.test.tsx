import { wireTradeOrder, wireUserInfo } from '@mandi/api-client/test-support'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, type FakeRoute, fakeServer } from '../../test/fake-server.ts'
import { currentHash, go, renderApp } from '../../test/render-app.tsx'

// Every `history` array the chart was given, in render order: a tick must not hand it a new one.
const chart = vi.hoisted(() => ({ histories: [] as unknown[] }))

// happy-dom has no canvas: the uPlot chart is replaced by a stand-in that shows what it was given.
vi.mock('./pair-chart.tsx', () => ({
  PairChart: (props: {
    history: readonly { close: number }[]
    latest: { id: number; close: number } | null
    entry?: { price: number; direction: string } | null
  }) => {
    chart.histories.push(props.history)
    return (
      <>
        <p>{`${props.history.length} candles, live ${props.latest ? `${props.latest.id}@${props.latest.close}` : 'none'}`}</p>
        <p>{props.entry ? `entry line ${props.entry.direction} at ${props.entry.price}` : 'no entry line'}</p>
      </>
    )
  },
}))

class FakeSocket {
  static all: FakeSocket[] = []
  readyState = 0
  sent: unknown[] = []
  closed = false
  onopen: ((event: unknown) => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  onerror: ((event: unknown) => void) | null = null
  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.closed = true
    this.readyState = 3
  }
  open() {
    act(() => {
      this.readyState = 1
      this.onopen?.({})
    })
  }
  push(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }))
  }
  /** The server refuses the connection (or drops it at once). */
  refuse() {
    act(() => {
      this.readyState = 3
      this.onclose?.({ code: 1006, reason: '' })
    })
  }
}

const candle = (id: number, close: number) => ({
  id,
  open: close,
  close,
  high: close,
  low: close,
  amount: 1,
  vol: 1,
})
const user: FakeAnswer = {
  status: 1,
  data: wireUserInfo({ code: 'D1', balance: '12500.00', salary: 0, integral: 0 }),
}
const PAIR = '/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'

function api(extra: Record<string, FakeAnswer | FakeRoute> = {}) {
  return fakeServer(
    {
      'market/kline': ({ params }) => ({
        status: 1,
        data: params.get('symbol')?.endsWith('1min')
          ? [candle(60, 100), candle(120, 101)]
          : [candle(300, 90)],
      }),
      'trade/rate': { status: 1, data: { rate: 15 } },
      'user/info': user,
      'trade/list': { status: 1, data: [] },
      ...extra,
    },
    { strict: true },
  )
}

describe('/kline', { timeout: 20_000 }, () => {
  // The first lazy import of a screen (Effect, the api-client) is slow on a loaded machine: do it once here.
  beforeAll(() => import('./market-chart-screen.tsx'), 30_000)

  beforeEach(() => {
    FakeSocket.all = []
    chart.histories = []
    vi.stubGlobal('WebSocket', FakeSocket)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('loads the 1min candles of the pair and folds live ticks in', async () => {
    const fetch = api()
    renderApp(PAIR, { token: 't' })
    expect(await screen.findByRole('heading', { name: 'BTC/USDT' })).toBeTruthy()
    expect(await screen.findByText('2 candles, live none')).toBeTruthy()
    expect(
      fetch
        .to('market/kline')
        .map((r) => r.params)
        .map((p) => p.get('symbol')),
    ).toEqual(['market.btcusdt.kline.1min'])
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe(
      '#/recods?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
    const socket = FakeSocket.all[0] as FakeSocket
    socket.open()
    expect(socket.sent).toContainEqual({ sub: 'market.btcusdt.kline.1min' })
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 1, tick: candle(120, 102.5) })
    expect(screen.getByText('2 candles, live 120@102.5')).toBeTruthy()
    expect(screen.getByText('102.5')).toBeTruthy()
    socket.push({ ch: 'market.btcusdt.kline.5min', ts: 2, tick: candle(300, 1) })
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 3, tick: candle(180, 103) })
    expect(screen.getByText('2 candles, live 180@103')).toBeTruthy()
  })

  it('gives the chart the same history array across ticks, so a tick never redraws the history', async () => {
    api()
    renderApp(PAIR, { token: 't' })
    await screen.findByText('2 candles, live none')
    const socket = FakeSocket.all[0] as FakeSocket
    socket.open()
    const loaded = chart.histories.at(-1)
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 1, tick: candle(120, 102.5) })
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 2, tick: candle(180, 103) })
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 3, tick: candle(180, 104) })
    expect(screen.getByText('2 candles, live 180@104')).toBeTruthy()
    expect(screen.getByText('104')).toBeTruthy()
    expect(new Set(chart.histories)).toEqual(new Set([loaded]))
    // An older tick is not shown.
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 4, tick: candle(60, 1) })
    expect(screen.getByText('2 candles, live 180@104')).toBeTruthy()
  })

  it('shows an error with Retry when the history cannot be loaded, and loads it again on Retry', async () => {
    let klineFails = true
    const fetch = api({
      'market/kline': () =>
        klineFails ? { status: 0, info: 'down' } : { status: 1, data: [candle(60, 100)] },
    })
    renderApp(PAIR, { token: 't' })
    expect(await screen.findByText('Could not load the chart.')).toBeTruthy()
    // No subscription without a history.
    expect(FakeSocket.all).toHaveLength(0)
    klineFails = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    // At once, well before the machine's own retry (3 s).
    expect(await screen.findByText('1 candles, live none', {}, { timeout: 1000 })).toBeTruthy()
    expect(fetch.to('market/kline').map((r) => r.params)).toHaveLength(2)
    await waitFor(() => expect(FakeSocket.all).toHaveLength(1))
  })

  it('says plainly when live prices have stopped; Retry reloads and resumes them, and the message goes with the next price', async () => {
    // No back-off wait between attempts (full jitter of 0), so the socket's failures come at once.
    vi.spyOn(Math, 'random').mockReturnValue(0)
    let reloaded = false
    const fetch = api({
      'market/kline': () => ({
        status: 1,
        data: reloaded
          ? [candle(60, 100), candle(120, 101), candle(180, 99)]
          : [candle(60, 100), candle(120, 101)],
      }),
    })
    renderApp(PAIR, { token: 't' })
    await screen.findByText('2 candles, live none')
    // The kline server refuses every connection: after five in a row the feed gives up and says so.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await waitFor(() => expect(FakeSocket.all).toHaveLength(attempt + 1))
      ;(FakeSocket.all[attempt] as FakeSocket).refuse()
    }
    expect(await screen.findByText('Live prices have stopped.')).toBeTruthy()
    expect(screen.getByText('The chart shows the last prices received.')).toBeTruthy()
    // The chart keeps what it holds, and nothing keeps knocking.
    expect(screen.getByText('2 candles, live none')).toBeTruthy()
    expect(FakeSocket.all).toHaveLength(5)

    reloaded = true
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    // The candles missed meanwhile are loaded again, then a new connection subscribes.
    expect(await screen.findByText('3 candles, live none')).toBeTruthy()
    expect(fetch.to('market/kline').map((r) => r.params)).toHaveLength(2)
    await waitFor(() => expect(FakeSocket.all).toHaveLength(6))
    const socket = FakeSocket.all[5] as FakeSocket
    socket.open()
    expect(socket.sent).toContainEqual({ sub: 'market.btcusdt.kline.1min' })
    // Connected is not yet a price: the message stays, saying it is reconnecting.
    expect(screen.getByText('Reconnecting…')).toBeTruthy()
    socket.push({ ch: 'market.btcusdt.kline.1min', ts: 1, tick: candle(180, 98.5) })
    expect(screen.getByText('3 candles, live 180@98.5')).toBeTruthy()
    expect(screen.queryByText('Live prices have stopped.')).toBeNull()
  })

  it('switching the period loads that history and resubscribes', async () => {
    const fetch = api()
    renderApp(PAIR, { token: 't' })
    await screen.findByText('2 candles, live none')
    ;(FakeSocket.all[0] as FakeSocket).open()
    fireEvent.click(screen.getByRole('tab', { name: '5min' }))
    expect(await screen.findByText('1 candles, live none')).toBeTruthy()
    expect(
      fetch
        .to('market/kline')
        .map((r) => r.params)
        .map((p) => p.get('symbol')),
    ).toEqual(['market.btcusdt.kline.1min', 'market.btcusdt.kline.5min'])
    await waitFor(() => {
      const sent = FakeSocket.all.flatMap((socket) => socket.sent)
      expect(sent).toContainEqual({ unsub: 'market.btcusdt.kline.1min' })
    })
    const live = FakeSocket.all.at(-1) as FakeSocket
    if (live.readyState !== 1) live.open()
    expect(FakeSocket.all.flatMap((socket) => socket.sent)).toContainEqual({
      sub: 'market.btcusdt.kline.5min',
    })
  })

  it('holds no live subscription while hidden and does not reload the history on return', async () => {
    const fetch = api()
    renderApp(PAIR, { token: 't' })
    await screen.findByText('2 candles, live none')
    const first = FakeSocket.all[0] as FakeSocket
    first.open()
    go('/recods?code=btcusdt&title=BTC%2FUSDT')
    await screen.findByText('No orders for this pair yet')
    // The only subscription was the chart's, so leaving closes the socket.
    expect(first.closed).toBe(true)
    go(PAIR)
    expect(await screen.findByText('2 candles, live none')).toBeTruthy()
    expect(fetch.to('market/kline').map((r) => r.params)).toHaveLength(1)
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2))
    const second = FakeSocket.all[1] as FakeSocket
    second.open()
    expect(second.sent).toContainEqual({ sub: 'market.btcusdt.kline.1min' })
    second.push({ ch: 'market.btcusdt.kline.1min', ts: 1, tick: candle(180, 104) })
    expect(screen.getByText('2 candles, live 180@104')).toBeTruthy()
  })

  it('starts empty with the rate and returns; CALL asks to confirm; Place places one keyed order and shows it', async () => {
    const fetch = api({
      'trade/create': {
        status: 1,
        info: 'Order placed',
        data: {
          id: 77,
          open_price: 101.5,
          rate: 15,
          created_at: '2026-11-22 14:05:10',
          settles_at: '2026-11-22 14:06:10',
        },
      },
    })
    renderApp(PAIR, { token: 't' })
    const amount = await screen.findByLabelText<HTMLInputElement>('Amount (₹)')
    // No prefill: the user chooses the amount.
    expect(amount.value).toBe('')
    expect(screen.getByText('15%')).toBeTruthy()
    expect(screen.getByText('1 minute')).toBeTruthy()
    fireEvent.change(amount, { target: { value: '100' } })
    expect(screen.getByText('₹115.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'CALL' }))
    const sheet = await screen.findByRole('dialog', { name: 'Confirm your trade' })
    expect(fetch.to('trade/create').map((r) => r.params)).toHaveLength(0)
    const place = within(sheet).getByRole('button', { name: 'Place CALL' })
    fireEvent.click(place)
    fireEvent.click(place)
    const result = await screen.findByRole('region', { name: 'CALL placed' })
    const [order, ...more] = fetch.to('trade/create').map((r) => r.params)
    expect(more).toHaveLength(0)
    // The rate on the confirmation goes with the order (the price guard).
    expect([order?.get('code'), order?.get('path'), order?.get('amount'), order?.get('rate')]).toEqual([
      'btcusdt',
      '0',
      '100.00',
      '15',
    ])
    const init = fetch.mock.calls.find(([url]) => String(url).includes('trade/create'))?.[1]
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy()
    // No "Order placed" alert to dismiss: the result says what was placed.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(result).getByText('₹100.00')).toBeTruthy()
    expect(within(result).getByText('101.5')).toBeTruthy()
    expect(within(result).getByText('2:06:10 pm')).toBeTruthy()
    expect(within(result).getByRole('timer').textContent).toMatch(/^[01]:\d\d$/)
    expect(screen.getByText('entry line call at 101.5')).toBeTruthy()
    await waitFor(() => expect(fetch.to('user/info').map((r) => r.params)).toHaveLength(2))
  })

  it('follows the order after its minute: the settled outcome replaces the countdown and the line goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let settled = false
      const fetch = api({
        'trade/create': { status: 1, info: 'Order placed', data: { id: 77, open_price: 101.5, rate: 15 } },
        'trade/list': ({ params }) =>
          params.get('status') === '1' && settled
            ? {
                status: 1,
                data: [
                  wireTradeOrder({
                    id: 77,
                    path: 1,
                    amount: '100.00',
                    profit_amount: '15.00',
                    open_price: 101.5,
                    close_price: 100.9,
                    created_at: '2026-11-22 14:05:10',
                  }),
                ],
              }
            : { status: 1, data: [] },
      })
      renderApp(PAIR, { token: 't' })
      fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '100' } })
      fireEvent.click(screen.getByRole('button', { name: 'PUT' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Place PUT' }))
      const result = await screen.findByRole('region', { name: 'PUT placed' })
      expect(screen.getByText('entry line put at 101.5')).toBeTruthy()
      // Still open when first asked; settled at the next check.
      await act(() => vi.advanceTimersByTimeAsync(61_500))
      await waitFor(() => expect(fetch.to('trade/list').map((r) => r.params).length).toBeGreaterThan(0))
      settled = true
      await act(() => vi.advanceTimersByTimeAsync(2_500))
      await waitFor(() =>
        expect(within(result).getByRole('status').textContent).toBe(
          'Right: ₹115.00 paid back to your balance',
        ),
      )
      expect(within(result).queryByRole('timer')).toBeNull()
      expect(screen.getByText('no entry line')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it("checks 3 to 12 digits and ₹100 ('Invalid Amount'); a refusal is alerted and keeps the confirmation", async () => {
    const fetch = api({ 'trade/create': { status: 0, info: 'Insufficient balance' } })
    renderApp(PAIR, { token: 't' })
    const amount = await screen.findByLabelText<HTMLInputElement>('Amount (₹)')
    for (const text of ['12', '099']) {
      fireEvent.change(amount, { target: { value: text } })
      fireEvent.click(screen.getByRole('button', { name: 'PUT' }))
      expect(screen.getByText('Invalid Amount')).toBeTruthy()
      expect(screen.queryByRole('dialog')).toBeNull()
    }
    fireEvent.change(amount, { target: { value: '500' } })
    fireEvent.click(screen.getByRole('button', { name: 'PUT' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Place PUT' }))
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Insufficient balance')
    expect(
      fetch
        .to('trade/create')
        .map((r) => r.params)[0]
        ?.get('path'),
    ).toBe('1')
    expect(screen.getByRole('dialog', { name: 'Confirm your trade' })).toBeTruthy()
    expect(amount.value).toBe('500')
  })

  it('a changed rate: nothing placed, the sheet says so and shows the new returns; Place again is a new order', async () => {
    const keys: (string | null)[] = []
    const fetch = api({
      'trade/create': ({ headers }) => {
        keys.push(headers.get('Idempotency-Key'))
        return keys.length === 1
          ? {
              status: 0,
              info: 'The rate changed to 12%. Please check and confirm again.',
              data: { rate_changed: true, rate: 12 },
            }
          : { status: 1, info: 'Order placed', data: { id: 78, open_price: 101.5, rate: 12 } }
      },
    })
    renderApp(PAIR, { token: 't' })
    fireEvent.change(await screen.findByLabelText('Amount (₹)'), { target: { value: '1000' } })
    fireEvent.click(screen.getByRole('button', { name: 'CALL' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Place CALL' }))

    const sheet = screen.getByRole('dialog', { name: 'Confirm your trade' })
    const notice = await within(sheet).findByRole('alert')
    expect(notice.textContent).toBe(
      'The rate changed from 15% to 12%. Nothing was placed. Check what comes back and place again.',
    )
    // No alert of the server's English text; the sheet's figures are the new rate's.
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(sheet).getByText('Rate').nextElementSibling?.textContent).toBe('12%')
    expect(within(sheet).getByText('If right, you get back').nextElementSibling?.textContent).toBe(
      '₹1,120.00',
    )
    expect(screen.queryByRole('region', { name: 'CALL placed' })).toBeNull()

    fireEvent.click(within(sheet).getByRole('button', { name: 'Place CALL' }))
    expect(await screen.findByRole('region', { name: 'CALL placed' })).toBeTruthy()
    const [first, second] = fetch.to('trade/create').map((r) => r.params)
    expect(first?.get('rate')).toBe('15')
    expect([second?.get('amount'), second?.get('rate')]).toEqual(['1000.00', '12'])
    expect(keys[1]).toMatch(/.{8,}/)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('shows an error with Retry when the balance or rate cannot be loaded, and starts again on Retry', async () => {
    let rateFails = true
    api({ 'trade/rate': () => (rateFails ? { status: 0, info: 'down' } : { status: 1, data: { rate: 10 } }) })
    renderApp(PAIR, { token: 't' })
    expect(await screen.findByText('Could not load your balance and rate.')).toBeTruthy()
    rateFails = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect((await screen.findByLabelText<HTMLInputElement>('Amount (₹)')).value).toBe('')
    expect(screen.getByText('10%')).toBeTruthy()
  })

  it('without a code, offers the default pair and the marketplace', async () => {
    api()
    renderApp('/kline', { token: 't' })
    expect(await screen.findByRole('heading', { name: 'No market chosen' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open BTC/USDT' }).getAttribute('href')).toBe(
      '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    )
    expect(screen.getByRole('link', { name: 'Go to the marketplace' }).getAttribute('href')).toBe('#/trde')
    expect(currentHash()).toBe('#/kline')
  })
})
