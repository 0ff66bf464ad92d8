import { usableToken as clientUsableToken, imageUrl, TOKEN_HEADER } from '@mandi/api-client'
import { envelope, wireProduct } from '@mandi/api-client/test-support'
import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../api/storage.ts'
import { decideRoute } from '../router/guard.ts'
import {
  BOOT_GLOBAL,
  BOOT_REDIRECTS,
  BOOT_REQUESTS,
  BOOT_TOKEN_KEY,
  type BootAnswer,
  type BootEnvironment,
  type BootManifest,
  bootWork,
  hashRoute,
  pictureUrl,
  requestKey,
  startBoot,
  usableToken,
} from './boot.ts'

const manifest: BootManifest = {
  apiBase: null,
  base: '/app/',
  files: [
    'assets/home-screen-A.js',
    'assets/client-B.js',
    'assets/home-C.css',
    'assets/market-chart-screen-D.js',
    'assets/position-screen-E.js',
  ],
  routes: { '/home': [0, 1, 2], '/kline': [3, 1], '/position': [4, 1] },
}

const requested = (hash: string, token: string | null = 'tok') =>
  bootWork(hash, token, manifest)?.requests.map((r) => requestKey(`https://m.test/api/${r.path}`, r.query))

describe('the boot work table', () => {
  it("names a route's first GETs from the hash, query inside the hash", () => {
    expect(requested('#/home')).toEqual([
      'https://m.test/api/product/list',
      'https://m.test/api/mining/list',
      'https://m.test/api/notice/unread',
    ])
    expect(requested('#/kline?name=Bitcoin&code=btcusdt&title=BTC%2FUSDT')).toEqual([
      'https://m.test/api/market/kline?symbol=market.btcusdt.kline.1min',
      'https://m.test/api/user/info',
      'https://m.test/api/trade/rate',
    ])
    expect(requested('#/position')).toEqual(['https://m.test/api/product/transaction_list?status=1'])
    expect(requested('#/position?view=trades')).toEqual(['https://m.test/api/trade/list?status=0'])
  })

  it("signed in, the installed app's start address (no hash) and the sign-in screens start /home's work", () => {
    for (const hash of ['', '#', '#/', '#/login', '#/signin', '#/reg?code=7'])
      expect(requested(hash), hash).toEqual(requested('#/home'))
  })

  it('follows the router: the redirects lead where the guard sends a signed-in visitor, the entry screens render', () => {
    const land = (path: string): string => {
      for (let hops = 0; hops < 5; hops++) {
        const decision = decideRoute(path, true)
        if (decision.kind === 'render') return decision.route.path
        path = decision.to
      }
      throw new Error(`no screen for ${path}`)
    }
    for (const [from, to] of Object.entries(BOOT_REDIRECTS)) expect(land(from), from).toBe(to)
    for (const path of Object.keys(BOOT_REQUESTS)) expect(land(path), path).toBe(path)
  })

  it('does nothing signed out, on a route without boot work, or for /kline without a pair', () => {
    for (const token of [null, '', '  ', 'null', 'undefined', 'tö ken']) {
      expect(bootWork('#/home', token, manifest)).toBeNull()
      expect(bootWork('', token, manifest)).toBeNull()
    }
    expect(bootWork('#/profile', 'tok', manifest)).toBeNull()
    expect(bootWork('#/home', 'tok', { ...manifest, routes: {} })).toBeNull()
    expect(requested('#/kline')).toEqual([])
  })

  it('reads the path and query of the hash as the router does', () => {
    expect(hashRoute('#/kline?code=x').path).toBe('/kline')
    expect(hashRoute('#/kline?code=x').search.get('code')).toBe('x')
    expect(hashRoute('#home').path).toBe('/home')
    expect(hashRoute('').path).toBe('/')
  })

  it('reads a token as the api-client does, from the key the app stores it under', () => {
    for (const raw of [null, undefined, '', ' ', 'null', 'undefined', 'a b', 'tök', ' tok ', 'tok', 'x\r\ny'])
      expect(usableToken(raw), String(raw)).toBe(clientUsableToken(raw))
    expect(BOOT_TOKEN_KEY).toBe(STORAGE_KEYS.token)
    expect(TOKEN_HEADER).toBe('token')
  })

  it('reads a picture path as the api-client does (relative on the host, http(s) kept, other schemes refused)', () => {
    for (const path of [
      'img/a.svg',
      '/img/a.svg',
      '  /img/a.svg ',
      'https://cdn.test/a.png',
      'HTTP://cdn.test/a.png',
      '//cdn.test/a.png',
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/png;base64,AAAA',
      'blob:x',
      '',
      '   ',
    ])
      expect(pictureUrl('https://m.test/', path), path).toBe(imageUrl('https://m.test/', path))
    expect(pictureUrl('https://m.test', 42)).toBe('')
  })

  it('spells an address one way whatever the order of its query', () => {
    expect(requestKey('https://m.test/api/x?b=2', { a: 1 })).toBe(requestKey('https://m.test/api/x?a=1&b=2'))
    expect(requestKey('/api/x', { a: undefined }, 'https://m.test/app/')).toBe('https://m.test/api/x')
  })
})

const productList = JSON.stringify(
  envelope(
    ['/img/rice.svg', 'https://cdn.test/dal.png', '/img/third.svg'].map((image, i) =>
      wireProduct({ id: i + 1, image }),
    ),
  ),
)

function environment(hash: string, stored: Record<string, string>, over: Partial<BootEnvironment> = {}) {
  const links: {
    rel: string
    as?: string
    href: string
    crossOrigin?: string | null
    fetchPriority?: string
  }[] = []
  const target: Record<string, unknown> = {}
  // How many links were added when each request went out.
  const linksAtFetch: number[] = []
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    linksAtFetch.push(links.length)
    return new Response(url.endsWith('product/list') ? productList : '{"status":1,"data":[]}', {
      status: 200,
    })
  })
  const env: BootEnvironment = {
    location: { hash, origin: 'https://m.test', href: `https://m.test/app/${hash}` },
    storage: () => ({ getItem: (key: string) => stored[key] ?? null }),
    document: {
      createElement: (() => ({}) as HTMLLinkElement) as unknown as Document['createElement'],
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) } as unknown as HTMLHeadElement,
      querySelector: () => null,
    },
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => 5_000,
    online: () => true,
    saveData: () => false,
    afterPaint: (work) => work(),
    warmFormats: vi.fn(),
    target,
    ...over,
  }
  return { env, links, target, fetch, linksAtFetch }
}

describe('startBoot', () => {
  it("signed in on /home: preloads the route's files and sends its GETs with the client's headers", async () => {
    const { env, links, target, fetch, linksAtFetch } = environment('#/home', { token: 'tok' })
    startBoot(manifest, env)
    // The requests go out before the preloads, so over HTTP/1.1 they do not queue behind the files.
    expect(linksAtFetch).toEqual([0, 0, 0])
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/app/assets/home-screen-A.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/app/assets/client-B.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/app/assets/home-C.css', crossOrigin: '' },
    ])
    expect(fetch.mock.calls).toEqual([
      [
        'https://m.test/api/product/list',
        { headers: { lang: 'en', accept: 'application/json', token: 'tok' } },
      ],
      [
        'https://m.test/api/mining/list',
        { headers: { lang: 'en', accept: 'application/json', token: 'tok' } },
      ],
      [
        'https://m.test/api/notice/unread',
        { headers: { lang: 'en', accept: 'application/json', token: 'tok' } },
      ],
    ])
    const answers = target[BOOT_GLOBAL] as BootAnswer[]
    expect(answers.map(({ key, token, lang, startedAt }) => ({ key, token, lang, startedAt }))).toEqual([
      { key: 'https://m.test/api/product/list', token: 'tok', lang: 'en', startedAt: 5_000 },
      { key: 'https://m.test/api/mining/list', token: 'tok', lang: 'en', startedAt: 5_000 },
      { key: 'https://m.test/api/notice/unread', token: 'tok', lang: 'en', startedAt: 5_000 },
    ])
    expect(await answers[0]?.reply).toEqual({ status: 200, text: productList })
    // Once product/list has answered, the pictures of the grid's first row are fetched, as its <img> does.
    expect(links.slice(3)).toEqual([
      { rel: 'preload', as: 'image', fetchPriority: 'high', href: 'https://m.test/img/rice.svg' },
      { rel: 'preload', as: 'image', fetchPriority: 'high', href: 'https://cdn.test/dal.png' },
    ])
  })

  it('saving data, or when product/list is refused, fetches no picture ahead', async () => {
    const saving = environment('#/home', { token: 'tok' }, { saveData: () => true })
    startBoot(manifest, saving.env)
    await Promise.all((saving.target[BOOT_GLOBAL] as BootAnswer[]).map((answer) => answer.reply))
    expect(saving.links.filter((link) => link.as === 'image')).toEqual([])

    const refused = environment(
      '#/home',
      { token: 'tok' },
      {
        fetch: (async () =>
          new Response('{"status":0,"info":"no","data":[{"image":"/img/a.svg"}]}')) as typeof fetch,
      },
    )
    startBoot(manifest, refused.env)
    await Promise.all((refused.target[BOOT_GLOBAL] as BootAnswer[]).map((answer) => answer.reply))
    expect(refused.links.filter((link) => link.as === 'image')).toEqual([])
  })

  it('takes the picture host of the build when it has one', async () => {
    const { env, links, target } = environment('#/trde', { token: 'tok' })
    startBoot({ ...manifest, imageBase: 'https://img.m.test', routes: { '/trde': [] } }, env)
    await Promise.all((target[BOOT_GLOBAL] as BootAnswer[]).map((answer) => answer.reply))
    expect(links.map((link) => link.href)).toEqual([
      'https://img.m.test/img/rice.svg',
      'https://cdn.test/dal.png',
    ])
  })

  it('sends the GETs at once and adds the preload links only after the next paint', () => {
    let paint = () => {}
    const { env, links, fetch } = environment(
      '#/home',
      { token: 'tok' },
      {
        afterPaint: (work) => {
          paint = work
        },
      },
    )
    startBoot(manifest, env)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(links).toEqual([])
    paint()
    expect(links.map((link) => link.href)).toEqual([
      '/app/assets/home-screen-A.js',
      '/app/assets/client-B.js',
      '/app/assets/home-C.css',
    ])
  })

  it('on the screens that format with Intl, loads its data after the preload links, and only there', () => {
    let paint = () => {}
    const warmFormats = vi.fn()
    const kline = environment(
      '#/kline?code=btcusdt',
      { token: 'tok' },
      {
        warmFormats,
        afterPaint: (work) => {
          paint = work
        },
      },
    )
    startBoot({ ...manifest, routes: { '/kline': [0] } }, kline.env)
    expect(warmFormats).not.toHaveBeenCalled()
    paint()
    expect(warmFormats).toHaveBeenCalledTimes(1)
    expect(kline.links).toHaveLength(1)

    const position = environment('#/position', { token: 'tok' })
    startBoot({ ...manifest, routes: { '/position': [] } }, position.env)
    expect(position.env.warmFormats).toHaveBeenCalledTimes(1)

    for (const hash of ['#/home', '#/trde', '#/payout']) {
      const other = environment(hash, { token: 'tok' })
      startBoot({ ...manifest, routes: { [hashRoute(hash).path]: [] } }, other.env)
      expect(other.env.warmFormats).not.toHaveBeenCalled()
    }
  })

  it('uses the API base of the build when it has one', () => {
    const { env, fetch } = environment('#/home', { token: 'tok' })
    startBoot({ ...manifest, apiBase: 'https://api.m.test/v1/' }, env)
    expect(fetch.mock.calls[0]?.[0]).toBe('https://api.m.test/v1/product/list')
  })

  it('signed out (a stale bookmark of /home): adds nothing and sends nothing', () => {
    const { env, links, target, fetch } = environment('#/home', {})
    startBoot(manifest, env)
    expect(links).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
    expect(target[BOOT_GLOBAL]).toBeUndefined()
  })

  it('offline: preloads the files (the worker has them) but sends no request', () => {
    const { env, links, fetch } = environment('#/home', { token: 'tok' }, { online: () => false })
    startBoot(manifest, env)
    expect(links).toHaveLength(3)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a failed request leaves a null reply, never a rejection', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    })
    const { env, target } = environment(
      '#/home',
      { token: 'tok' },
      { fetch: fetch as unknown as typeof globalThis.fetch },
    )
    startBoot(manifest, env)
    const answers = target[BOOT_GLOBAL] as BootAnswer[]
    expect(await answers[0]?.reply).toBeNull()
  })

  it('never throws: blocked storage is signed out', () => {
    const { env, fetch } = environment(
      '#/home',
      {},
      {
        storage: () => {
          throw new DOMException('blocked', 'SecurityError')
        },
      },
    )
    expect(() => startBoot(manifest, env)).not.toThrow()
    expect(fetch).not.toHaveBeenCalled()
  })
})
