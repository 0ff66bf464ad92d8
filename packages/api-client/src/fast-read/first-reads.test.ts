import { Effect, Exit } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from '../client.ts'
import { wire } from '../test-support/fixtures.ts'
import { startTestServer, type TestServer } from '../test-support/http-server.ts'
import { FAIL } from '../wire-values.ts'
import { type FirstRead, firstReads, readAnswer } from './first-reads.ts'

/**
 * Each first read is the same GET as its call and reads a success answer into the same value; anything but
 * a plain success is left to the call (FAIL).
 */
interface Pair {
  readonly name: string
  readonly read: FirstRead<unknown>
  readonly call: (api: ApiClient) => Effect.Effect<unknown, unknown>
  readonly data: unknown
}

const pairs: readonly Pair[] = [
  {
    name: 'product.list',
    read: firstReads.productList(),
    call: (api) => api.product.list(),
    data: [wire.product, { ...wire.product, id: '8', category: 'Food' }],
  },
  {
    name: 'mining.list',
    read: firstReads.miningList(),
    call: (api) => api.mining.list(),
    data: [wire.mining],
  },
  {
    name: 'notice.unread',
    read: firstReads.unreadNotices(),
    call: (api) => api.notice.unread(),
    data: { count: 2 },
  },
  {
    name: 'market.kline',
    read: firstReads.kline('btcusdt', '5min'),
    call: (api) => api.market.kline('btcusdt', '5min'),
    data: [wire.tick, { ...wire.tick, id: 1732312620 }],
  },
  { name: 'user.info', read: firstReads.userInfo(), call: (api) => api.user.info(), data: wire.userInfo },
  { name: 'trade.rate', read: firstReads.tradeRate(), call: (api) => api.trade.rate(), data: { rate: '15' } },
  {
    name: 'trade.list',
    read: firstReads.tradeList(0),
    call: (api) => api.trade.list(0),
    data: [wire.tradeOrder],
  },
  {
    name: 'product.transactions',
    read: firstReads.positions(1),
    call: (api) => api.product.transactions(1),
    data: [wire.position],
  },
  {
    name: 'bank.list',
    read: firstReads.bankList(),
    call: (api) => api.bank.list(),
    data: [wire.bankAccount],
  },
  {
    name: 'user.config',
    read: firstReads.config('payout_fee'),
    call: (api) => api.user.config('payout_fee'),
    data: wire.sysConfig,
  },
]

let server: TestServer
let api: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  api = createApiClient({
    baseUrl: `${server.url}/api`,
    chatBaseUrl: server.url,
    imageBaseUrl: server.url,
    chatImageBaseUrl: server.url,
    socketUrl: 'ws://127.0.0.1:1/ws',
    chatSocketUrl: 'ws://127.0.0.1:1/ws',
    getToken: () => 'tok',
  })
})
afterAll(() => server.close())

const run = (effect: Effect.Effect<unknown, unknown>) => Effect.runPromiseExit(effect)

describe.each(pairs)('$name', ({ read, call, data }) => {
  it('is the GET the call sends', async () => {
    server.answer({ body: { status: 1, info: 'ok', data } })
    const before = server.requests.length
    await run(call(api))
    const request = server.requests[before]
    expect(request?.method).toBe('GET')
    expect(request?.path).toBe(`/api/${read.path}`)
    expect(request?.query).toEqual(read.query)
  })

  it('reads a success answer into the value the call decodes', async () => {
    const body = { status: 1, info: 'ok', data }
    server.answer({ body })
    const exit = await run(call(api))
    expect(Exit.isSuccess(exit)).toBe(true)
    const value = readAnswer(read, 200, JSON.stringify(body))
    expect(value).not.toBe(FAIL)
    expect(value).toEqual(Exit.isSuccess(exit) ? exit.value : undefined)
  })

  it('recognises the value the call decodes, as kept on the phone, and nothing of another shape', async () => {
    server.answer({ body: { status: 1, info: 'ok', data } })
    const exit = await run(call(api))
    const value = Exit.isSuccess(exit) ? exit.value : FAIL
    expect(read.isDecoded(structuredClone(value))).toBe(true)
    expect(read.isDecoded(42)).toBe(false)
    expect(read.isDecoded({ unexpected: true })).toBe(false)
  })

  it.each([
    ['an HTTP error', 500, JSON.stringify({ status: 1, data: [] })],
    ['a body that is not JSON', 200, '<html>'],
    ['a refusal', 200, JSON.stringify({ status: 0, info: 'No', data: null })],
    ['an ended session', 200, JSON.stringify({ status: 3, info: 'Login again' })],
    ['no data', 200, JSON.stringify({ status: 1, info: 'ok' })],
    ['data of another shape', 200, JSON.stringify({ status: 1, data: { unexpected: true } })],
  ])('leaves %s to the call', (_, status, text) => {
    expect(readAnswer(read, status, text)).toBe(FAIL)
  })
})
