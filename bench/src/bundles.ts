import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'
import { phone } from './browser.ts'
import { type EntryRoute, entryRoutes } from './entry-routes.ts'
import { type RunningSim, seedSession, webDist } from './sim.ts'
import { type Attribution, SourceMaps } from './source-attribution.ts'

const assets = join(webDist, 'assets')

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export interface RouteBundle {
  route: string
  js: Sizes
  css: Sizes
  files: string[]
  /** Bytes on the wire (compressed bodies) of every response of a first visit, API and images included. */
  transfer: number
  /** The route's JS by source (api-client, Effect, React, ...), from the build's source maps. */
  sources?: Attribution
}

export interface BundleReport {
  routes: RouteBundle[]
  largestRouteChunk: { file: string } & Sizes
  /** Which chunks hold uPlot and DOMPurify, and on which measured routes they were loaded. */
  libraries: { name: string; chunks: string[]; loadedOn: string[] }[]
}

const sizeCache = new Map<string, Sizes>()

/** gzip -9 and brotli -11 of a built file: what a production server would send. */
function sizes(file: string): Sizes {
  const hit = sizeCache.get(file)
  if (hit) return hit
  const raw = readFileSync(join(assets, file))
  const result = {
    raw: raw.length,
    gzip: gzipSync(raw, { level: 9 }).length,
    brotli: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  sizeCache.set(file, result)
  return result
}

const sum = (files: string[]): Sizes =>
  files
    .map(sizes)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    })

/** Loads a route on a fresh phone page and lists the hashed JS and CSS files it requested. */
async function measureRoute(browser: Browser, sim: RunningSim, { route, hash, signedIn }: EntryRoute) {
  const context = await browser.newContext({ ...phone, baseURL: sim.app })
  const page = await context.newPage()
  if (signedIn) await page.addInitScript(seedSession, sim.session)
  const files = new Set<string>()
  const bodies: Promise<number>[] = []
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    const match = /\/app\/assets\/([^/]+\.(?:js|css))$/.exec(url.pathname)
    if (match?.[1]) files.add(match[1])
    bodies.push(request.sizes().then((size) => size.responseBodySize))
  })
  await page.goto(`#${hash}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  const transfer = (await Promise.all(bodies)).reduce((a, b) => a + b, 0)
  await context.close()
  const list = [...files].sort()
  return {
    route,
    js: sum(list.filter((file) => file.endsWith('.js'))),
    css: sum(list.filter((file) => file.endsWith('.css'))),
    files: list,
    transfer,
  }
}

// Strings each library's minified code keeps (its CSS class prefix, its config key names).
const signatures = [
  { name: 'uPlot', pattern: /u-over|uplot/ },
  { name: 'DOMPurify', pattern: /ALLOWED_TAGS/ },
]

export async function measureBundles(browser: Browser, sim: RunningSim): Promise<BundleReport> {
  const routes: RouteBundle[] = []
  for (const entry of entryRoutes) routes.push(await measureRoute(browser, sim, entry))
  const maps = new SourceMaps(assets)
  try {
    for (const route of routes) route.sources = maps.attribute(route.files.filter((f) => f.endsWith('.js')))
  } finally {
    maps.dispose()
  }
  const js = readdirSync(assets).filter((file) => file.endsWith('.js'))
  // Route chunks are the lazily loaded screens (routes.ts loads each `*-screen.tsx` with import()); an entry
  // screen's is one of its `s-…` group chunks (apps/web/build/screen-chunks.ts).
  const largest = js
    .filter((file) => file.includes('-screen-') || file.startsWith('s-'))
    .map((file) => ({ file, ...sizes(file) }))
    .sort((a, b) => b.gzip - a.gzip)[0] ?? { file: '-', raw: 0, gzip: 0, brotli: 0 }
  const libraries = signatures.map(({ name, pattern }) => {
    const chunks = js.filter((file) => pattern.test(readFileSync(join(assets, file), 'utf8')))
    return {
      name,
      chunks,
      loadedOn: routes
        .filter((route) => route.files.some((file) => chunks.includes(file)))
        .map((r) => r.route),
    }
  })
  return { routes, largestRouteChunk: largest, libraries }
}
