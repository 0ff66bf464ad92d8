/**
 * The boot script: the route's work, started before React (issue 16). index.html runs it as a module just
 * before the entry (an external file, so the CSP's script-src 'self' allows it). For a signed-in visitor on
 * one of the entry screens it adds `<link rel="modulepreload">` for that screen's chunk and its imports, and
 * sends the screen's first GETs with the headers the api-client sends, so the chunk and the data arrive while
 * the entry is still loading instead of one after the other. The app's transport (boot-fetch.ts) hands a
 * screen's first GET of the same address the answer started here; anything stale or failed is asked again.
 *
 * This file is compiled alone into the boot script by `build/boot-script.ts`, which appends
 * `startBoot(<manifest of this build>)`: it must import nothing at run time and do nothing when imported.
 */

/** Where the boot script leaves its requests for the app (window.__mandiBoot). */
export const BOOT_GLOBAL = '__mandiBoot'

/** The `lang` header the app's api-client sends (api/client.ts gives it no language: §6, the app sends en). */
export const BOOT_LANGUAGE = 'en'

/** The stored session token (api/storage.ts STORAGE_KEYS.token; a test keeps the two equal). */
export const BOOT_TOKEN_KEY = 'token'

/** One GET of the API, as the api-client writes it: the path of §7 and its query fields. */
export interface BootRequest {
  readonly path: string
  readonly query?: Readonly<Record<string, string>>
  /**
   * The picture paths the screen shows first (its largest paint), read from this answer's `data`: they are
   * fetched as soon as the answer arrives, while the app is still starting, instead of after it renders.
   */
  readonly pictures?: (data: unknown) => readonly unknown[]
  /**
   * The words of the route's static shell that this answer's `data` gives (decision 0096), by the name of
   * their `data-boot-fill` slot: written into the shell when the answer arrives, if it is still shown.
   */
  readonly fill?: (data: unknown) => Readonly<Record<string, string>>
}

const get = (path: string, query?: Record<string, string>): BootRequest =>
  query ? { path, query } : { path }

/** How many product cards a row holds: the grids load these pictures at once, with high priority. */
export const FIRST_ROW = 2

/** The pictures of the first row of a product grid in the server's order (/home's and /trde's first sort). */
const firstRowPictures = (data: unknown): readonly unknown[] =>
  Array.isArray(data)
    ? data.slice(0, FIRST_ROW).map((product) => (product as { image?: unknown } | null)?.image)
    : []

/** /kline's pair code, as links/pair.ts pairFromQuery reads it ('' without one). */
const klineCode = (search: URLSearchParams) => (search.get('code') ?? '').trim()

/** As decode's wireNumber (packages/api-client wire-values.ts; a test keeps the two in step): else null. */
function wireNumber(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?[0-9]+(\.[0-9]+)?$/.test(value)
        ? Number(value)
        : Number.NaN
  return Number.isFinite(n) ? n : null
}

/**
 * A quote as the chart page shows it (features/trading/trade-time.ts formatQuote; a test keeps the two in step).
 */
export function bootQuote(price: number): string {
  return new Intl.NumberFormat('en-IN', { maximumFractionDigits: 8 }).format(price)
}

/**
 * /kline's "Last price": the close of the history's newest candle, as the screen shows it once the history
 * has loaded (market-chart-screen.tsx); nothing when the answer has no readable one.
 */
export function lastPriceFill(data: unknown): Readonly<Record<string, string>> {
  const last: unknown = Array.isArray(data) ? data.at(-1) : undefined
  const close =
    typeof last === 'object' && last !== null ? wireNumber((last as { close?: unknown }).close) : null
  return close === null ? {} : { 'last-price': bootQuote(close) }
}

/**
 * The words of a route's static shell that its address gives (decision 0096), by `data-boot-fill` slot:
 * /kline's pair, as links/pair.ts pairFromQuery reads it (a test keeps the two in step).
 */
export const BOOT_ADDRESS_FILLS: Readonly<
  Record<string, (search: URLSearchParams) => Readonly<Record<string, string>>>
> = {
  '/kline': (search): Readonly<Record<string, string>> => {
    const code = klineCode(search)
    if (!code) return {}
    return {
      title: (search.get('title') ?? '').trim() || code.toUpperCase(),
      name: (search.get('name') ?? '').trim(),
    }
  },
}

/**
 * The entry screens people open from a link, a bookmark or the home-screen icon: the screen module each
 * route's lazy loader imports (routes.ts; a test checks), from the app's root. Read by the build only.
 */
export const BOOT_SCREENS: Readonly<Record<string, string>> = {
  '/home': 'src/features/home/home-screen.tsx',
  '/trde': 'src/features/market/marketplace-screen.tsx',
  '/kline': 'src/features/trading/market-chart-screen.tsx',
  '/position': 'src/features/positions/position-screen.tsx',
  '/payout': 'src/features/wallet/payout-screen.tsx',
}

/**
 * What each entry screen asks first, for the route's query. A test renders each screen and checks it sends
 * exactly these (boot-routes.test.tsx), so a change to a screen's first calls cannot leave this behind.
 */
export const BOOT_REQUESTS: Readonly<Record<string, (search: URLSearchParams) => readonly BootRequest[]>> = {
  '/home': () => [
    { ...get('product/list'), pictures: firstRowPictures },
    get('mining/list'),
    get('notice/unread'),
  ],
  '/trde': () => [{ ...get('product/list'), pictures: firstRowPictures }],
  // The chart's history for the default period (1min), the balance and the rate of the trade form.
  '/kline': (search) => {
    const code = klineCode(search)
    if (!code) return []
    return [
      { ...get('market/kline', { symbol: `market.${code}.kline.1min` }), fill: lastPriceFill },
      get('user/info'),
      get('trade/rate'),
    ]
  },
  // Two readings (spec §2): the trade list's first tab (Open, status 0) or the Active positions (status 1).
  '/position': (search) =>
    search.get('view') === 'trades'
      ? [get('trade/list', { status: '0' })]
      : [get('product/transaction_list', { status: '1' })],
  // The withdrawal machine asks these one after the other; here they go out together.
  '/payout': () => [get('bank/list'), get('sys/config', { key: 'payout_fee' }), get('user/info')],
}

/**
 * The entry screens whose first render formats with Intl (a quote, a trade's time of day). A page's first Intl
 * formatter loads the locale and time-zone data: 15–45 ms on this machine, about 100–140 ms at 4× CPU in a
 * profile of /kline, spent while the screen's modules evaluate, on the way to its first paint. The boot script
 * builds one number and one date formatter while the page still waits for the screen's script, so the app's
 * own formatters find the data loaded. /home, /trde and /payout show nothing through Intl at first.
 */
export const BOOT_FORMATS: ReadonlySet<string> = new Set(['/kline', '/position'])

/**
 * Where the router sends a signed-in visitor from these addresses (router/guard.ts; a test follows the guard):
 * the root (the installed app's start address, `/app/` with no hash) and the sign-in screens go to /home.
 */
export const BOOT_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  '/login': '/home',
  '/signin': '/home',
  '/reg': '/home',
}

/** A route's files, as URLs: its chunk with its static imports, and their stylesheets. */
export interface BootFiles {
  readonly scripts: readonly string[]
  readonly styles: readonly string[]
}

/** What the build hands the boot script. */
export interface BootManifest {
  /** The API base the app uses (VITE_API_BASE); null: `<origin>/api`, as api/config.ts derives it. */
  readonly apiBase: string | null
  /** The product image host (VITE_IMAGE_BASE); null: the origin, as api/config.ts derives it. */
  readonly imageBase?: string | null
  /** What every file name follows, e.g. `/app/`. */
  readonly base: string
  /** Each file some route needs, once (names under the base, e.g. `assets/client-Ab12.js`). */
  readonly files: readonly string[]
  /** By route path (those of BOOT_REQUESTS): the indexes of its files. */
  readonly routes: Readonly<Record<string, readonly number[]>>
}

/** The answer of one boot request, or null when it failed (no answer at all). Never rejects. */
export interface BootReply {
  readonly status: number
  readonly text: string
}

/** One request the boot script started, as the app's transport finds it. */
export interface BootAnswer {
  /** requestKey() of the address. */
  readonly key: string
  readonly token: string
  readonly lang: string
  /** Date.now() when it was sent. */
  readonly startedAt: number
  readonly reply: Promise<BootReply | null>
}

/**
 * A signed-in value of the stored token, as the api-client reads it (packages/api-client headers.ts
 * usableToken; a test keeps the two in step): anything else means signed out, and the boot does nothing.
 */
export function usableToken(raw: string | null | undefined): string | undefined {
  if (raw === null || raw === undefined) return undefined
  const token = raw.trim()
  if (token === '' || token === 'null' || token === 'undefined') return undefined
  return /^[\x21-\x7e]+$/.test(token) ? token : undefined
}

/**
 * A picture path from the server as the app shows it (packages/api-client images.ts imageUrl; a test keeps
 * the two in step): relative paths on the image host, http(s) and protocol-relative URLs kept, anything else
 * (javascript:, data:, …) refused as ''.
 */
export function pictureUrl(host: string, path: unknown): string {
  const value = typeof path === 'string' ? path.trim() : ''
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join('')
  if (compact === '') return ''
  if (compact.startsWith('//')) return value
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  if (scheme !== null) {
    const name = (scheme[1] ?? '').toLowerCase()
    return name === 'http' || name === 'https' ? value : ''
  }
  return `${host.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`
}

/** The route path and query of the app's hash address (`#/kline?code=…`, query inside the hash). */
export function hashRoute(hash: string): { readonly path: string; readonly search: URLSearchParams } {
  const raw = hash.replace(/^#?\/?/, '')
  const at = raw.indexOf('?')
  return at < 0
    ? { path: `/${raw}`, search: new URLSearchParams() }
    : { path: `/${raw.slice(0, at)}`, search: new URLSearchParams(raw.slice(at + 1)) }
}

/**
 * One address in one spelling, whatever wrote it: the URL with the query fields added and sorted. The boot
 * script and the app's transport both key requests by it.
 */
export function requestKey(url: string, query?: Readonly<Record<string, unknown>>, base?: string): string {
  const address = new URL(url, base)
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) address.searchParams.append(name, String(value))
  }
  address.searchParams.sort()
  address.hash = ''
  return address.href
}

/** The API base as the app's api-client has it: `/api` on this origin unless the build says otherwise. */
export function apiBaseOf(manifest: BootManifest, origin: string): string {
  return (manifest.apiBase ?? `${origin}/api`).replace(/\/+$/, '')
}

/** What the boot does for an address and a stored token: nothing (null) or a route's files and GETs. */
export function bootWork(
  hash: string,
  storedToken: string | null,
  manifest: BootManifest,
): {
  readonly route: string
  readonly files: BootFiles
  readonly requests: readonly BootRequest[]
  /** Whether the screen formats with Intl at first (BOOT_FORMATS). */
  readonly formats: boolean
  /** The shell's words its address gives (BOOT_ADDRESS_FILLS). */
  readonly fill: Readonly<Record<string, string>>
} | null {
  // Signed out: the guard sends every one of these routes to /login, which needs none of it.
  if (usableToken(storedToken) === undefined) return null
  const asked = hashRoute(hash)
  const redirect = BOOT_REDIRECTS[asked.path]
  const { path, search } = redirect ? { path: redirect, search: new URLSearchParams() } : asked
  const requests = BOOT_REQUESTS[path]
  const indexes = manifest.routes[path]
  if (!requests || !indexes) return null
  const urls = indexes.flatMap((index) => {
    const name = manifest.files[index]
    return name === undefined ? [] : [`${manifest.base}${name}`]
  })
  const files = {
    scripts: urls.filter((url) => url.endsWith('.js')),
    styles: urls.filter((url) => url.endsWith('.css')),
  }
  return {
    route: path,
    files,
    requests: requests(search),
    formats: BOOT_FORMATS.has(path),
    fill: BOOT_ADDRESS_FILLS[path]?.(search) ?? {},
  }
}

/** What startBoot touches, so tests can give their own. */
export interface BootEnvironment {
  readonly location: Pick<Location, 'hash' | 'origin' | 'href'>
  readonly storage: () => Pick<Storage, 'getItem'>
  readonly document: Pick<Document, 'createElement' | 'head' | 'querySelector'>
  readonly fetch: typeof fetch
  readonly now: () => number
  readonly online: () => boolean
  /** The browser asks to save data: no picture is fetched before it is shown (as the app's own rule). */
  readonly saveData: () => boolean
  /** Runs `work` once the next frame has painted (the splash, on a first visit). */
  readonly afterPaint: (work: () => void) => void
  /** Loads Intl's locale and time-zone data in a task of its own (BOOT_FORMATS). */
  readonly warmFormats: () => void
  readonly target: Record<string, unknown>
}

function browser(): BootEnvironment {
  return {
    location,
    storage: () => localStorage,
    document,
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    online: () => navigator.onLine !== false,
    saveData: () => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
    afterPaint: (work) => {
      let done = false
      const once = () => {
        if (done) return
        done = true
        try {
          work()
        } catch {
          // Only a head start.
        }
      }
      // A task queued from a frame callback runs after that frame's paint; a hidden page paints no frames.
      requestAnimationFrame(() => setTimeout(once, 0))
      setTimeout(once, 100)
    },
    warmFormats: () => {
      setTimeout(() => {
        try {
          // The locale and options of the app's formatters (trade-time.ts, india-time.ts); the data is the
          // page's from then on, whichever formatter comes next.
          bootQuote(1.5)
          new Intl.DateTimeFormat('en-IN', {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: 'Asia/Kolkata',
          }).format(0)
        } catch {
          // Only a head start.
        }
      }, 0)
    },
    target: window as unknown as Record<string, unknown>,
  }
}

function addLink(env: BootEnvironment, rel: string, href: string, as?: string): void {
  const link = env.document.createElement('link')
  link.rel = rel
  if (as) link.as = as
  // As Vite's own preload links: the same request mode, so the route's import uses what is fetched here.
  link.crossOrigin = ''
  link.href = href
  env.document.head.appendChild(link)
}

/** The `data` of a plain success (the envelope's status 1), or undefined. */
function successData(text: string): unknown {
  try {
    const body = JSON.parse(text) as { status?: unknown; data?: unknown } | null
    return body?.status === 1 ? body.data : undefined
  } catch {
    return undefined
  }
}

/** Writes words into the route's static shell (text only, never markup). */
type ShellWriter = (words: Readonly<Record<string, string>>) => void

/**
 * The writer of the route's static shell. Its slots are found now, while the document is as parsed: React's
 * first render moves the shell's main part into its loading screen (layout/boot-main.tsx), where it stays, the
 * same nodes, until the screen draws itself; a write after that lands in a node no longer shown.
 */
function shellWriter(env: BootEnvironment, route: string): ShellWriter {
  const slots = new Map<string, Element>()
  for (const element of env.document
    .querySelector(`.boot-shell--${route.slice(1)}`)
    ?.querySelectorAll('[data-boot-fill]') ?? [])
    slots.set(element.getAttribute('data-boot-fill') ?? '', element)
  return (words) => {
    for (const [slot, text] of Object.entries(words)) {
      const element = slots.get(slot)
      if (element) element.textContent = text
    }
  }
}

/** Fetches the first pictures as the first row's <img> does (no CORS, high priority), so it finds them. */
function preloadPictures(env: BootEnvironment, host: string, request: BootRequest, data: unknown): void {
  if (!request.pictures || env.saveData()) return
  for (const path of request.pictures(data)) {
    const href = pictureUrl(host, path)
    if (!href) continue
    const link = env.document.createElement('link')
    link.rel = 'preload'
    link.as = 'image'
    link.fetchPriority = 'high'
    link.href = href
    env.document.head.appendChild(link)
  }
}

/** Runs the boot for this page. Never throws: the app starts the same way whatever happens here. */
export function startBoot(manifest: BootManifest, env: BootEnvironment = browser()): void {
  try {
    let stored: string | null = null
    try {
      stored = env.storage().getItem(BOOT_TOKEN_KEY)
    } catch {
      // Blocked storage: the app behaves as signed out, and so does the boot.
    }
    const work = bootWork(env.location.hash, stored, manifest)
    if (!work) return
    // A module script runs once the document is parsed: the shell is there to write in.
    const writeShell = shellWriter(env, work.route)
    writeShell(work.fill)
    // The GETs first: the server's answer takes longest, and over HTTP/1.1 (six connections) requests
    // queue in the order they are made, so the data must not wait behind two dozen chunk files.
    // Offline, none is sent: the screen's own request finds the same failure (and the last-known store).
    if (env.online()) {
      const token = usableToken(stored) as string
      const base = apiBaseOf(manifest, env.location.origin)
      const pictureHost = manifest.imageBase ?? env.location.origin
      const answers: BootAnswer[] = work.requests.map((request) => {
        const url = requestKey(`${base}/${request.path}`, request.query, env.location.href)
        const startedAt = env.now()
        const reply = env
          .fetch(url, { headers: { lang: BOOT_LANGUAGE, accept: 'application/json', token } })
          .then(
            async (response) => {
              const reply = { status: response.status, text: await response.text() }
              if (response.ok && (request.pictures || request.fill)) {
                const data = successData(reply.text)
                if (data !== undefined) {
                  preloadPictures(env, pictureHost, request, data)
                  if (request.fill) writeShell(request.fill(data))
                }
              }
              return reply
            },
            () => null,
          )
          .catch(() => null)
        return { key: url, token, lang: BOOT_LANGUAGE, startedAt, reply }
      })
      env.target[BOOT_GLOBAL] = answers
    }
    // Two dozen links cost tens of ms on a slow phone: added once the splash has painted, not before it.
    // They still go out long before the entry (the largest file) has arrived and run.
    env.afterPaint(() => {
      for (const href of work.files.scripts) addLink(env, 'modulepreload', href)
      // Preloaded, not applied: the route's import adds the stylesheet and waits for it, from this fetch.
      for (const href of work.files.styles) addLink(env, 'preload', href, 'style')
      if (work.formats) env.warmFormats()
    })
  } catch {
    // The boot is only a head start.
  }
}
