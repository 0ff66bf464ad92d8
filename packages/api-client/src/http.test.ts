import { toPaise } from '@mandi/domain'
import { Cause, Effect, Exit } from 'effect'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiClientConfig, createApiClient } from './client.ts'
import type { ApiError, PriceGuardError } from './errors.ts'
import { joinUrl, normalisePath } from './http.ts'
import { wire } from './test-support/fixtures.ts'
import { refusedUrl, startTestServer, type TestServer } from './test-support/http-server.ts'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
})

function clientFor(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    baseUrl: `${server.url}/api`,
    chatBaseUrl: `${server.url}/chat`,
    imageBaseUrl: server.url,
    chatImageBaseUrl: server.url,
    socketUrl: 'ws://127.0.0.1:1/unused',
    chatSocketUrl: 'ws://127.0.0.1:1/unused',
    getToken: () => 'tok-abc',
    timeoutMs: 2000,
    ...overrides,
  })
}

const failureOf = async <A>(
  effect: Effect.Effect<A, ApiError | PriceGuardError>,
): Promise<ApiError | PriceGuardError> => {
  const result = await Effect.runPromise(Effect.result(effect))
  if (result._tag === 'Success') throw new Error('expected a failure')
  return result.failure
}

describe('transport failures', () => {
  it('turns a body that is not JSON into DecodeError at the root', async () => {
    server.answer({ raw: '<html>oops</html>' })
    const error = await failureOf(clientFor().product.list())
    expect(error._tag).toBe('DecodeError')
    expect(error).toMatchObject({ path: '', call: 'product/list' })
  })

  it('turns an answer slower than timeoutMs into TimeoutError, giving up on its own', async () => {
    // The server never answers: the error can only come from the client's own time-out, and the client
    // abandons the request (the server sees it go) rather than leave it open.
    server.answer({ hold: true })
    const abortedBefore = server.aborted()
    const error = await failureOf(clientFor({ timeoutMs: 100 }).product.list())
    expect(error._tag).toBe('TimeoutError')
    expect(error).toMatchObject({ timeoutMs: 100, path: 'product/list' })
    await expect.poll(() => server.aborted()).toBe(abortedBefore + 1)
  })

  it('turns a refused connection into NetworkError', async () => {
    const error = await failureOf(clientFor({ baseUrl: await refusedUrl() }).product.list())
    expect(error._tag).toBe('NetworkError')
    expect(error).toMatchObject({ path: 'product/list' })
    expect(error).not.toHaveProperty('status', expect.any(Number))
  })

  it('turns a non-2xx answer into NetworkError with the status, and never retries it', async () => {
    server.answer({ status: 500, body: { error: 'boom' } })
    const error = await failureOf(clientFor().product.list())
    expect(error._tag).toBe('NetworkError')
    expect(error).toMatchObject({ status: 500 })
    expect(server.requests).toHaveLength(1)

    server.answer({ status: 404, raw: 'not found' })
    expect(await failureOf(clientFor().notice.list())).toMatchObject({ _tag: 'NetworkError', status: 404 })
  })

  it('rejects a status outside 0, 1, 3 as a DecodeError on `status`', async () => {
    server.answer({ body: { status: 2, info: '' } })
    expect(await failureOf(clientFor().bank.sendOtp())).toMatchObject({ _tag: 'DecodeError', path: 'status' })
  })

  it('aborts the request when the effect is interrupted', async () => {
    server.answer({ hold: true })
    const abortedBefore = server.aborted()
    const exit = await Effect.runPromiseExit(clientFor().product.list().pipe(Effect.timeout('50 millis')))
    expect(Exit.isFailure(exit)).toBe(true)
    await expect.poll(() => server.aborted()).toBe(abortedBefore + 1)
  })
})

describe('load shed: 503 with Retry-After (CONTRACT.md "Overload")', () => {
  const shedFirst = (retryAfter: string, then: unknown) => {
    server.answer(() =>
      server.requests.length === 1
        ? { status: 503, headers: { 'retry-after': retryAfter }, body: { status: 0, info: 'Busy' } }
        : { body: then },
    )
  }

  it('sends a keyed POST again after the wait, under the same key, within the time-out', async () => {
    shedFirst('1', { status: 1, info: 'Investment created' })
    const answer = await Effect.runPromise(clientFor({ timeoutMs: 3000 }).pro.create(toPaise(6000), 'key-1'))
    expect(answer.info).toBe('Investment created')
    expect(server.requests).toHaveLength(2)
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual(['key-1', 'key-1'])
    expect(server.requests[1]?.body).toEqual(server.requests[0]?.body)
  })

  it('sends a GET again after the wait', async () => {
    shedFirst('1', { status: 1, info: '', data: [] })
    expect(await Effect.runPromise(clientFor({ timeoutMs: 3000 }).notice.list())).toEqual([])
    expect(server.requests).toHaveLength(2)
  })

  it('fails at once with NetworkError 503 when the wait would pass the time-out', async () => {
    shedFirst('30', { status: 1, info: '', data: [] })
    const error = await failureOf(clientFor({ timeoutMs: 3000 }).notice.list())
    expect(error).toMatchObject({ _tag: 'NetworkError', status: 503 })
    expect(server.requests).toHaveLength(1)
  })

  it('keeps time for the answer: no retry when the wait would end too close to the time-out', async () => {
    // 2 s of a 3 s time-out: less than 40 % of it would be left for the answer.
    shedFirst('2', { status: 1, info: '', data: [] })
    const error = await failureOf(clientFor({ timeoutMs: 3000 }).notice.list())
    expect(error).toMatchObject({ _tag: 'NetworkError', status: 503 })
    expect(server.requests).toHaveLength(1)
  })

  it('never sends a POST without a key twice', async () => {
    shedFirst('1', { status: 1, info: 'OTP sent' })
    expect(await failureOf(clientFor({ timeoutMs: 3000 }).bank.sendOtp())).toMatchObject({
      _tag: 'NetworkError',
      status: 503,
    })
    expect(server.requests).toHaveLength(1)
  })
})

describe('server messages', () => {
  it('uses msg when a buy is refused without info (§7 "info or msg")', async () => {
    server.answer({ body: { status: 0, msg: 'Out of stock' } })
    const error = await failureOf(
      clientFor().product.buy(
        { productId: 1, quantity: 1, buyPrice: toPaise(1), useBalance: toPaise(1), useIntegral: toPaise(0) },
        'k-1',
      ),
    )
    expect(error).toMatchObject({ _tag: 'ServerRejected', info: 'Out of stock' })
  })

  it('returns the success info of a call without data, and empty text when there is none', async () => {
    server.answer({ body: { status: 1, info: 'Order placed' } })
    expect(await Effect.runPromise(clientFor().mining.createOrder({ miningId: 1, num: 1 }, 'k-2'))).toEqual({
      info: 'Order placed',
    })
    server.answer({ body: { status: 1 } })
    expect(await Effect.runPromise(clientFor().bank.sendOtp())).toEqual({ info: '' })
  })

  it('reads the wait of a refusal after too many attempts (data.retry_after, whole seconds)', async () => {
    const info = 'Too many attempts. Please wait 2 minutes and try again.'
    server.answer({ body: { status: 0, info, data: { retry_after: 90 } } })
    expect(await failureOf(clientFor().auth.sendResetOtp('9000000000'))).toMatchObject({
      _tag: 'ServerRejected',
      info,
      retryAfter: 90,
    })
    server.answer({ body: { status: 0, info, data: { retry_after: '30' } } })
    expect(await failureOf(clientFor().auth.sendResetOtp('9000000000'))).toMatchObject({ retryAfter: 30 })
    // No wait, or one that is not a positive number: an ordinary refusal.
    for (const data of [undefined, { retry_after: 0 }, { retry_after: -5 }, { retry_after: 'soon' }, [30]]) {
      server.answer({ body: { status: 0, info: 'Wrong verification code', data } })
      const error = await failureOf(clientFor().auth.sendResetOtp('9000000000'))
      expect(error).toMatchObject({ _tag: 'ServerRejected', info: 'Wrong verification code' })
      expect(error).not.toHaveProperty('retryAfter')
    }
  })

  it('can be handled by tag with Effect.catchTag', async () => {
    server.answer({ body: { status: 0, info: 'Invalid OTP' } })
    const message = await Effect.runPromise(
      clientFor()
        .bank.sendOtp()
        .pipe(
          Effect.map(() => 'sent'),
          Effect.catchTag('ServerRejected', (e) => Effect.succeed(`toast: ${e.info}`)),
          Effect.catchTag(['NetworkError', 'TimeoutError', 'DecodeError', 'SessionInvalid'], () =>
            Effect.succeed('failed'),
          ),
        ),
    )
    expect(message).toBe('toast: Invalid OTP')
  })
})

describe('price guard (CONTRACT.md "Price guard")', () => {
  const buy = () =>
    clientFor().product.buy(
      {
        productId: 1,
        quantity: 2,
        buyPrice: toPaise('620.00'),
        useBalance: toPaise('1240'),
        useIntegral: toPaise(0),
      },
      'k-price',
    )
  const changed = 'The price changed to ₹625.29. Please check and confirm again.'

  it('decodes a buy refused for a changed price into PriceChanged with the new price in paise', async () => {
    server.answer({ body: { status: 0, info: changed, data: { price_changed: true, price: '625.29' } } })
    const error = await failureOf(buy())
    expect(error).toMatchObject({ _tag: 'PriceChanged', price: 62529, info: changed, path: 'product/buy' })
    expect((error as Error).message).toBe(changed)
  })

  it('can be caught by tag, so the popup can show the new price and ask again', async () => {
    server.answer({ body: { status: 0, info: changed, data: { price_changed: true, price: 625.29 } } })
    const outcome = await Effect.runPromise(
      buy().pipe(
        Effect.map(() => 'bought'),
        Effect.catchTag('PriceChanged', (e) => Effect.succeed(`ask again at ${e.price}`)),
        Effect.catchTag('ServerRejected', (e) => Effect.succeed(e.info)),
        Effect.catchTag(
          ['NetworkError', 'TimeoutError', 'DecodeError', 'SessionInvalid', 'RateChanged'],
          () => Effect.succeed('failed'),
        ),
      ),
    )
    expect(outcome).toBe('ask again at 62529')
  })

  it('guards sell and mining orders the same way, and sends the price the user saw', async () => {
    server.answer({ body: { status: 0, info: changed, data: { price_changed: true, price: '625.29' } } })
    expect(
      await failureOf(
        clientFor().product.sell({ purchaseId: 3, quantity: 1, sellPrice: toPaise('630') }, 'k-s'),
      ),
    ).toMatchObject({ _tag: 'PriceChanged', price: 62529 })
    expect(server.requests.at(-1)?.body).toMatchObject({ purchase_id: 3, quantity: 1, sell_price: '630.00' })
    server.answer({ body: { status: 0, info: changed, data: { price_changed: true, price: '7000.00' } } })
    expect(
      await failureOf(clientFor().mining.createOrder({ miningId: 2, num: 1, price: toPaise('6000') }, 'k-m')),
    ).toMatchObject({ _tag: 'PriceChanged', price: 700000 })
    expect(server.requests.at(-1)?.body).toMatchObject({ mining_id: '2', num: '1', price: '6000.00' })
  })

  it('decodes a trade refused for a changed rate into RateChanged', async () => {
    const info = 'The rate changed to 12%. Please check and confirm again.'
    server.answer({ body: { status: 0, info, data: { rate_changed: true, rate: 12 } } })
    const error = await failureOf(
      clientFor().trade.create({ code: 'btcusdt', path: 0, amount: toPaise(100), rate: 15 }, 'k-t'),
    )
    expect(error).toMatchObject({ _tag: 'RateChanged', rate: 12, info })
    expect(server.requests.at(-1)?.body).toMatchObject({ code: 'btcusdt', rate: '15' })
  })

  it('keeps any other refusal, or a malformed new price, as ServerRejected', async () => {
    server.answer({ body: { status: 0, info: 'Insufficient balance' } })
    expect(await failureOf(buy())).toMatchObject({ _tag: 'ServerRejected', info: 'Insufficient balance' })
    server.answer({ body: { status: 0, info: changed, data: { price_changed: true, price: 'soon' } } })
    expect(await failureOf(buy())).toMatchObject({ _tag: 'ServerRejected', info: changed })
  })
})

describe('headers', () => {
  it.each([
    ['empty', ''],
    ['"null"', 'null'],
    ['"undefined"', 'undefined'],
    ['null', null],
    ['blank', '   '],
    ['with a space', 'tok abc'],
    ['with a line break', 'tok\r\nx-admin: 1'],
    ['non-ASCII', 'टोकन'],
  ])('never sends a %s token', async (_label, token) => {
    server.answer({ body: { status: 1, info: '', data: [] } })
    await Effect.runPromise(clientFor({ getToken: () => token }).product.list())
    expect(server.requests[0]?.headers.token).toBeUndefined()
    expect(server.requests[0]?.headers.lang).toBe('en')
  })

  it('reads the token on every call', async () => {
    let token = 'first'
    const client = clientFor({ getToken: () => token })
    server.answer({ body: { status: 1, info: '', data: [] } })
    await Effect.runPromise(client.product.list())
    token = 'second'
    await Effect.runPromise(client.product.list())
    expect(server.requests.map((r) => r.headers.token)).toEqual(['first', 'second'])
  })

  it('refuses an idempotency key that a header cannot carry, before sending anything', async () => {
    const exit = await Effect.runPromiseExit(clientFor().pro.create(toPaise(6000), 'bad key\n'))
    expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true)
    expect(server.requests).toHaveLength(0)
  })
})

describe('session end', () => {
  it('calls onSessionInvalid once for N concurrent status-3 answers, and every call fails', async () => {
    let calls = 0
    const client = clientFor({ onSessionInvalid: () => (calls += 1) })
    server.answer({ body: { status: 3, info: 'expired' }, delayMs: 30 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => Effect.runPromise(Effect.result(client.user.info()))),
    )
    expect(results.every((r) => r._tag === 'Failure' && r.failure._tag === 'SessionInvalid')).toBe(true)
    expect(calls).toBe(1)
  })

  it('re-arms after a new token is used, and ignores late answers for the ended token', async () => {
    let calls = 0
    let token = 'old-token'
    const client = clientFor({ getToken: () => token, onSessionInvalid: () => (calls += 1) })

    server.answer({ body: { status: 3, info: '' } })
    await failureOf(client.user.info())
    expect(calls).toBe(1)

    // A late call still carrying the ended token fails but does not fire again.
    await failureOf(client.user.info())
    expect(calls).toBe(1)

    token = 'new-token'
    server.answer({ body: { status: 1, info: '', data: wire.userInfo } })
    await Effect.runPromise(client.user.info())

    // A slow answer to a request that went out with the old token must not end the new session.
    token = 'old-token'
    server.answer({ body: { status: 3, info: '' } })
    await failureOf(client.user.info())
    expect(calls).toBe(1)

    token = 'new-token'
    await failureOf(client.user.info())
    expect(calls).toBe(2)
  })
})

describe('paths', () => {
  it('normalises a leading slash and joins with or without a trailing slash on the base', () => {
    expect(normalisePath('/product/list')).toBe('product/list')
    expect(normalisePath('product/info')).toBe('product/info')
    expect(joinUrl('http://h/api/', '/product/list')).toBe('http://h/api/product/list')
    expect(joinUrl('http://h/api', 'product/info')).toBe('http://h/api/product/info')
  })
})
