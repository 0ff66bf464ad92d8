import { createApiClient } from '@mandi/api-client'
import { wireBankAccount, wireProduct } from '@mandi/api-client/test-support'
import { Effect } from 'effect'
import { ofetch } from 'ofetch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeRoute, failure, fakeServer, ok } from '../test/fake-server.ts'
import { BOOT_GLOBAL, type BootAnswer, type BootReply, requestKey } from './boot.ts'
import { BOOT_ANSWER_MAX_AGE_MS, withBootAnswers } from './boot-fetch.ts'

const API = 'https://mandi.test/api'
const products = [wireProduct({ id: 1, title: 'Rice' })]
/** The text of a boot answer: the envelope the server sent. */
const body = (data: unknown) => JSON.stringify(ok(data))

function answer(
  path: string,
  reply: BootReply | null | Promise<BootReply | null>,
  over: Partial<BootAnswer> = {},
) {
  return {
    key: requestKey(`${API}/${path}`),
    token: 'tok',
    lang: 'en',
    startedAt: 1_000,
    reply: Promise.resolve(reply),
    ...over,
  } satisfies BootAnswer
}

/** The real ofetch over the fake server, so a fallback really is a request. */
const network = (routes: Readonly<Record<string, FakeRoute>>) => fakeServer(routes, { strict: true })

function client(answers: readonly BootAnswer[], { now = 2_000, token = 'tok', language = 'en' } = {}) {
  return createApiClient({
    baseUrl: API,
    chatBaseUrl: 'https://mandi.test:8081',
    imageBaseUrl: 'https://mandi.test',
    chatImageBaseUrl: 'https://mandi.test:8081',
    socketUrl: 'wss://mandi.test/ws/kline',
    chatSocketUrl: 'wss://mandi.test:8081/ws/chat',
    getToken: () => token,
    language,
    fetch: withBootAnswers(ofetch.create({}), { answers: () => answers, now: () => now, base: () => API }),
  })
}

const listTitles = (api: ReturnType<typeof client>) =>
  Effect.runPromise(api.product.list()).then((list) => list.map((p) => p.title))

describe('withBootAnswers', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hands the first GET of the address the boot answer, decoded as usual, and sends nothing', async () => {
    const fetch = network({ 'product/list': ok([]) })
    const api = client([answer('product/list', { status: 200, text: body(products) })])
    expect(await listTitles(api)).toEqual(['Rice'])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('uses an answer once: the next GET of the address asks the server', async () => {
    const fetch = network({ 'product/list': ok([wireProduct({ id: 1, title: 'Wheat' })]) })
    const api = client([answer('product/list', { status: 200, text: body(products) })])
    expect(await listTitles(api)).toEqual(['Rice'])
    expect(await listTitles(api)).toEqual(['Wheat'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('asks the server when the answer is too old, for another token or another language', async () => {
    const fresh = ok([wireProduct({ id: 1, title: 'Fresh' })])
    for (const [answers, options] of [
      [
        [answer('product/list', { status: 200, text: body(products) })],
        { now: 1_000 + BOOT_ANSWER_MAX_AGE_MS + 1 },
      ],
      [[answer('product/list', { status: 200, text: body(products) })], { token: 'other' }],
      [[answer('product/list', { status: 200, text: body(products) })], { language: 'hi' }],
    ] as const) {
      const fetch = network({ 'product/list': fresh })
      expect(await listTitles(client(answers, options))).toEqual(['Fresh'])
      expect(fetch).toHaveBeenCalledTimes(1)
      vi.unstubAllGlobals()
    }
  })

  it('asks the server when the boot request failed or answered an HTTP error', async () => {
    for (const reply of [null, { status: 502, text: 'Bad gateway' }]) {
      const fetch = network({ 'product/list': ok(products) })
      expect(await listTitles(client([answer('product/list', reply)]))).toEqual(['Rice'])
      expect(fetch).toHaveBeenCalledTimes(1)
      vi.unstubAllGlobals()
    }
  })

  it('passes a server refusal through the usual checks (no second request)', async () => {
    const fetch = network({ 'product/list': ok(products) })
    const api = client([answer('product/list', { status: 200, text: JSON.stringify(failure(0, 'refused')) })])
    const exit = await Effect.runPromise(Effect.flip(api.product.list()))
    expect(exit._tag).toBe('ServerRejected')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('matches the address with its query, not another query of the same path', async () => {
    const fetch = network({ 'product/transaction_list': ok([]) })
    const api = client([answer('product/transaction_list?status=1', { status: 200, text: body([]) }, {})])
    await Effect.runPromise(api.product.transactions(2))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(String(fetch.mock.calls[0]?.[0])).toContain('status=2')
    await Effect.runPromise(api.product.transactions(1))
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('a write drops the answers not used yet', async () => {
    const fetch = network({ 'bank/create': ok(wireBankAccount()), 'product/list': ok(products) })
    const inner = ofetch.create({})
    const wrapped = withBootAnswers(inner, {
      answers: () => [answer('product/list', { status: 200, text: body(products) })],
      now: () => 2_000,
      base: () => API,
    })
    await wrapped.raw(`${API}/bank/create`, { method: 'POST', body: new URLSearchParams({ a: '1' }) })
    await wrapped.raw(`${API}/product/list`, { headers: { token: 'tok', lang: 'en' }, responseType: 'text' })
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('stops waiting for the boot answer when the caller gives up (its time-out or an interruption)', async () => {
    const fetch = network({ 'product/list': ok(products) })
    const never = new Promise<BootReply | null>(() => {})
    const wrapped = withBootAnswers(ofetch.create({}), {
      answers: () => [answer('product/list', never)],
      now: () => 2_000,
      base: () => API,
    })
    const controller = new AbortController()
    const request = wrapped.raw(`${API}/product/list`, {
      headers: { token: 'tok', lang: 'en' },
      signal: controller.signal,
    })
    controller.abort(new Error('time-out'))
    await expect(request).rejects.toThrow('time-out')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reads the answers the boot script left on the page once, and removes them', async () => {
    const fetch = network({ 'product/list': ok([]) })
    const target = globalThis as unknown as Record<string, unknown>
    target[BOOT_GLOBAL] = [
      answer('product/list', { status: 200, text: body(products) }, { startedAt: Date.now() }),
    ]
    const wrapped = withBootAnswers(ofetch.create({}), { base: () => API })
    const response = await wrapped.raw(`${API}/product/list`, {
      headers: { token: 'tok', lang: 'en' },
      responseType: 'text',
    })
    expect(response._data).toBe(body(products))
    expect(target[BOOT_GLOBAL]).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })
})
