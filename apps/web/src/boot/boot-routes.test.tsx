import { wireBankAccount, wireProduct, wireUserInfo } from '@mandi/api-client/test-support'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, failure, fakeServer, ok } from '../test/fake-server.ts'
import { renderApp } from '../test/render-app.tsx'
import { BOOT_REQUESTS, hashRoute, pictureUrl, requestKey } from './boot.ts'

// happy-dom has no canvas: the chart is a stand-in (the screen's requests do not depend on it).
vi.mock('../features/trading/pair-chart.tsx', () => ({ PairChart: () => null }))

const user = wireUserInfo()
const product = (id: number) =>
  wireProduct({ id, title: `Product ${id}`, price: '10.00', stock: id, image: `/img/p${id}.svg` })
const products = [product(1), product(2), product(3)]

/** A well-formed answer for each call the entry screens make, so each screen goes on to its next call. */
const answers: Record<string, FakeAnswer> = {
  'product/list': ok([]),
  'mining/list': ok([]),
  'market/kline': ok([]),
  'user/info': ok(user),
  'trade/rate': ok({ rate: 15 }),
  'product/transaction_list': ok([]),
  'trade/list': ok([]),
  'bank/list': ok([wireBankAccount({ id: 3 })]),
  'sys/config': ok({ key: 'payout_fee', value: '10' }),
}

class QuietSocket {
  readyState = 0
  onopen = null
  onmessage = null
  onclose = null
  onerror = null
  send() {}
  close() {}
}

/** The GETs a screen sends in its first moments, keyed as the boot script keys them. */
async function firstRequests(hash: string, expected: number, given = answers): Promise<string[]> {
  // Answers the screen has not read yet: a call that follows the first ones would come from reading them.
  let unread = 0
  /** The answer as a Response that counts as unread until the app reads its body. */
  const tracked = (answer: FakeAnswer) => {
    const response = new Response(JSON.stringify(answer), { status: 200 })
    unread += 1
    const text = response.text.bind(response)
    response.text = () => {
      unread -= 1
      return text()
    }
    response.json = () => response.text().then(JSON.parse)
    return response
  }
  vi.stubGlobal('WebSocket', QuietSocket)
  const server = fakeServer(
    Object.fromEntries(Object.entries(given).map(([path, answer]) => [path, () => tracked(answer)])),
    { fallback: ({ path }) => tracked(failure(0, `unexpected ${path}`)) },
  )
  const asked = () => server.requests.filter((r) => r.method === 'GET').map((r) => requestKey(r.url.href))
  renderApp(hash.slice(1), { token: 'tok' })
  await vi.waitFor(() => expect(asked().length).toBeGreaterThanOrEqual(expected), { timeout: 12_000 })
  // Settled, not a moment more: every answer has been read and the screen no longer shows a loading state,
  // so a call that would follow the expected ones has been asked by now.
  await vi.waitFor(
    () => {
      expect(unread).toBe(0)
      expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    },
    { timeout: 12_000 },
  )
  return asked()
}

const boot = (hash: string) => {
  const { path, search } = hashRoute(hash)
  return (BOOT_REQUESTS[path]?.(search) ?? []).map((request) =>
    requestKey(`${window.location.origin}/api/${request.path}`, request.query),
  )
}

// Each screen is a lazy chunk; the first render of each pays for loading it on a busy machine.
describe('the boot table asks what each entry screen asks first', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  for (const hash of [
    '#/home',
    '#/trde',
    '#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT',
    '#/position',
    '#/position?view=trades',
    '#/payout',
  ]) {
    it(hash, async () => {
      const expected = boot(hash)
      expect(expected.length).toBeGreaterThan(0)
      const asked = await firstRequests(hash, expected.length)
      // Every boot request is one the screen makes (none wasted), and the screen's first is one of them.
      expect(new Set(asked)).toEqual(new Set(expected))
      expect(asked).toHaveLength(expected.length)
    })
  }
})

describe('the boot script fetches the pictures each grid loads first', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  for (const hash of ['#/home', '#/trde']) {
    it(hash, async () => {
      const request = BOOT_REQUESTS[hashRoute(hash).path]?.(new URLSearchParams()).find(
        (r) => r.path === 'product/list',
      )
      const picked = (request?.pictures?.(products) ?? []).map((path) =>
        pictureUrl(window.location.origin, path),
      )
      expect(picked.length).toBeGreaterThan(0)
      await firstRequests(hash, 1, { ...answers, 'product/list': ok(products) })
      await screen.findAllByRole('link', { name: /Product 1/ })
      // The grid's eager, high-priority pictures (its first row) are exactly those the boot script fetched.
      const first = [...document.querySelectorAll('img[fetchpriority="high"]')].map((img) =>
        img.getAttribute('src'),
      )
      expect(first).toEqual(picked)
    })
  }
})
