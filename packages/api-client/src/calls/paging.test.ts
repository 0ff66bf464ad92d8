import { Effect } from 'effect'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiClient, createApiClient } from '../client.ts'
import { wire } from '../test-support/fixtures.ts'
import { startTestServer, type TestServer } from '../test-support/http-server.ts'
import { allPages, LIST_PAGE_SIZE } from './context.ts'

// CONTRACT.md "Paged lists": every list a user can grow takes an optional page; without one the server
// answers the first page.

let server: TestServer
let client: ApiClient

beforeAll(async () => {
  server = await startTestServer()
  client = createApiClient({
    baseUrl: `${server.url}/api`,
    chatBaseUrl: `${server.url}/chat`,
    imageBaseUrl: server.url,
    chatImageBaseUrl: server.url,
    socketUrl: 'ws://127.0.0.1:1/unused',
    chatSocketUrl: 'ws://127.0.0.1:1/unused',
    getToken: () => 'tok-abc',
  })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.answer({ body: { status: 1, info: '', data: [] } })
})

const PAGED: [
  string,
  string,
  Record<string, string>,
  (c: ApiClient, page?: number) => Effect.Effect<unknown, unknown>,
][] = [
  ['pay.list', '/api/pay/list', {}, (c, page) => c.pay.list(page)],
  ['payout.list', '/api/payout/list', {}, (c, page) => c.payout.list(page)],
  ['salary.logs', '/api/payout/salary_log', {}, (c, page) => c.salary.logs(page)],
  ['salary.withdrawals', '/api/payout/salary_list', {}, (c, page) => c.salary.withdrawals(page)],
  [
    'product.transactions',
    '/api/product/transaction_list',
    { status: '2' },
    (c, page) => c.product.transactions(2, page),
  ],
  [
    'product.positions',
    '/api/product/positions',
    { product_id: '4' },
    (c, page) => c.product.positions(4, page),
  ],
  ['trade.list', '/api/trade/list', { status: '1' }, (c, page) => c.trade.list(1, page)],
  ['pro.list', '/api/pro/list', {}, (c, page) => c.pro.list(page)],
  ['notice.list', '/api/notice/list', {}, (c, page) => c.notice.list(page)],
  ['channel.messages', '/api/channel/list', {}, (c, page) => c.channel.messages(page)],
  ['channel.activities', '/api/channel/list', { tp: '1' }, (c, page) => c.channel.activities(page)],
  ['team.members', '/api/user/direct_people', { level: '2' }, (c, page) => c.team.members(2, page)],
  ['user.settlement', '/api/user/settlement', {}, (c, page) => c.user.settlement(page)],
]

describe('paged lists', () => {
  it.each(PAGED)(
    '%s asks for the page it is given; the first page (none given, or 1) as before paging',
    async (_name, path, query, call) => {
      await Effect.runPromise(call(client))
      await Effect.runPromise(call(client, 1))
      await Effect.runPromise(call(client, 3))
      expect(server.requests.map((r) => [r.path, r.query])).toEqual([
        [path, query],
        [path, query],
        [path, { ...query, page: '3' }],
      ])
    },
  )

  it('allPages reads page after page until a short one, and joins them in order', async () => {
    const row = (id: number) => ({ ...wire.heldPosition, id })
    server.answer((request) => {
      const page = Number(request.query.page ?? '1')
      const count = page < 3 ? LIST_PAGE_SIZE : 7
      return {
        body: {
          status: 1,
          info: '',
          data: Array.from({ length: count }, (_, i) => row((page - 1) * LIST_PAGE_SIZE + i + 1)),
        },
      }
    })
    const rows = await Effect.runPromise(allPages((page) => client.product.positions(4, page)))
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 2 * LIST_PAGE_SIZE + 7 }, (_, i) => i + 1))
    expect(server.requests.map((r) => r.query.page)).toEqual([undefined, '2', '3'])
  })
})
