import type { WebSocketRoute } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'

const PAIR = '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT'
const SYMBOL = 'market.btcusdt.kline.1min'

/**
 * Relays the kline socket through Playwright so a test can drop it (as a server restart would) and push
 * frames of its own; every client frame is recorded per connection.
 */
function relayKline(page: import('@playwright/test').Page) {
  const connections: { route: WebSocketRoute; sent: string[] }[] = []
  const ready = page.routeWebSocket(/\/ws\/kline$/, (route) => {
    const connection = { route, sent: [] as string[] }
    connections.push(connection)
    const server = route.connectToServer()
    route.onMessage((message) => {
      connection.sent.push(String(message))
      server.send(message)
    })
  })
  const subscribed = (index: number) =>
    expect
      .poll(() => connections[index]?.sent.some((frame) => frame.includes(`"sub":"${SYMBOL}"`)) ?? false)
      .toBe(true)
  return { connections, ready, subscribed }
}

test.describe('live sockets under faults', () => {
  test('a dropped kline socket reconnects, subscribes again and keeps the chart live', async ({
    signedInPage: page,
  }) => {
    const kline = relayKline(page)
    await kline.ready
    await page.goto(PAIR)
    await kline.subscribed(0)
    const lastPrice = page.getByText('Last price').locator('+ strong')

    // Dropped from the server side, abnormally.
    await kline.connections[0]?.route.close({ code: 4000, reason: 'dropped by the test' })
    await expect.poll(() => kline.connections.length).toBe(2)
    await kline.subscribed(1)

    // Frames on the new connection reach the screen.
    kline.connections[1]?.route.send(
      JSON.stringify({
        ch: SYMBOL,
        ts: Date.now(),
        tick: {
          id: await currentCandle(page),
          open: 1,
          close: 65432.1234,
          high: 70000,
          low: 1,
          amount: 1,
          vol: 1,
        },
      }),
    )
    await expect(lastPrice).toHaveText('65,432.1234')
  })

  test('when the kline server keeps refusing, the page says live prices stopped and keeps the chart and its zoom; Retry resumes them', async ({
    signedInPage: page,
  }) => {
    // Relayed to the sim until the test "stops the server": from then on every new connection is refused.
    let refuse = false
    const connections: WebSocketRoute[] = []
    await page.routeWebSocket(/\/ws\/kline$/, (route) => {
      connections.push(route)
      if (refuse) void route.close({ code: 1013, reason: 'refused by the test' })
      else route.connectToServer()
    })
    await page.goto(PAIR)
    const chart = page.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 1min' })
    await expect(chart).toBeVisible()
    const description = page.locator(`[id="${await chart.getAttribute('aria-describedby')}"]`)
    await expect(description).toContainText('over the last 30 candles')
    await expect.poll(() => connections.length).toBe(1)
    // The user zooms in (= on the focused chart) and pans back: 24 candles, not the newest.
    await chart.focus()
    await page.keyboard.press('Equal')
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft')
    await expect(description).toContainText('over the last 24 candles')
    // The text alternative follows the view at most once a second: read it once it has settled.
    let zoomed: string | null = null
    await expect
      .poll(
        async () => {
          const [before, now] = [zoomed, await description.textContent()]
          zoomed = now
          return before === now
        },
        { intervals: [1_100] },
      )
      .toBe(true)

    // The kline server goes away: the live connection drops and every new one is refused.
    refuse = true
    await connections[0]?.close({ code: 1012, reason: 'service restart' })
    const stopped = page.getByRole('status').filter({ hasText: 'Live prices have stopped.' })
    await expect(stopped).toContainText('The chart shows the last prices received.', { timeout: 45_000 })
    // It stopped knocking, and the chart is still there as the user left it.
    const tried = connections.length
    expect(tried).toBeGreaterThan(1)
    await expect(chart).toBeVisible()
    await expect(description).toHaveText(zoomed ?? '')

    // The server is back: Retry loads the candles missed and subscribes again; the message goes with a price.
    refuse = false
    const reload = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/market/kline')
    await stopped.getByRole('button', { name: 'Retry' }).click()
    await reload
    await expect(stopped).toHaveCount(0, { timeout: 15_000 })
    expect(connections.length).toBe(tried + 1)
    // The history was loaded again, and the view kept its zoom (the same 24 candles' width).
    await expect(description).toContainText('over the last 24 candles')
  })

  test('a flood of 10,000 ticks in a second leaves the page responsive and shows the latest', async ({
    signedInPage: page,
  }) => {
    // The test is the server here, so no sim tick interleaves with the flood …
    let socket: WebSocketRoute | undefined
    await page.routeWebSocket(/\/ws\/kline$/, (route) => {
      socket = route
    })
    // … and the frames are delivered inside the page (one protocol message per frame from the test would
    // take minutes): the app's socket object is kept so its message events can be fired at it.
    await page.addInitScript(() => {
      const Native = window.WebSocket
      const opened: WebSocket[] = []
      ;(window as unknown as { __sockets: WebSocket[] }).__sockets = opened
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols)
          opened.push(this)
        }
      }
    })
    await page.goto(PAIR)
    // A new document, so the wrapper is in place before the app opens its socket.
    socket = undefined
    await page.reload()
    await expect.poll(() => socket !== undefined).toBe(true)
    // The route exists once the handshake reached Playwright; the page's socket opens a moment later (later
    // still on a busy machine), and the flood is fired at the open one.
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __sockets: WebSocket[] }).__sockets.some(
            (s) => s.url.endsWith('/ws/kline') && s.readyState === WebSocket.OPEN,
          ),
        ),
      )
      .toBe(true)
    const id = await currentCandle(page)
    // 10,000 frames within a second: ten bursts of 1,000, 100 ms apart.
    await page.evaluate(
      async ({ symbol, id }) => {
        const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets
        const kline = sockets.find((s) => s.url.endsWith('/ws/kline') && s.readyState === WebSocket.OPEN)
        if (!kline) throw new Error('no open kline socket')
        for (let burst = 0; burst < 10; burst++) {
          for (let i = burst * 1_000; i < (burst + 1) * 1_000; i++) {
            const close = i === 9_999 ? 77777.1234 : 60_000 + (i % 500)
            const tick = { id, open: 60_000, close, high: 80_000, low: 59_000, amount: i, vol: i }
            kline.dispatchEvent(
              new MessageEvent('message', { data: JSON.stringify({ ch: symbol, ts: i, tick }) }),
            )
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      },
      { symbol: SYMBOL, id },
    )
    // The page ends on the last tick of the flood, still answers a round-trip and still takes a tap.
    await expect(page.getByText('Last price').locator('+ strong')).toHaveText('77,777.1234')
    expect(await page.evaluate(() => document.readyState)).toBe('complete')
    await page.getByRole('tab', { name: '5min', exact: true }).click()
    await expect(page.getByRole('tab', { name: '5min', exact: true, selected: true })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Candlestick chart of BTC/USDT, 5min' })).toBeVisible()
  })
})

/** The open time of the newest 1min candle the sim has (its clock may have been moved by other journeys). */
async function currentCandle(page: import('@playwright/test').Page): Promise<number> {
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  const response = await page.request.get('../api/market/kline', {
    params: { symbol: SYMBOL },
    headers: { token },
  })
  const body = (await response.json()) as { data: { id: number }[] }
  const last = body.data.at(-1)
  if (!last) throw new Error('no kline history')
  return last.id
}
