import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { inlineScriptHashes } from './csp.ts'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
}
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
])

interface Encoded {
  mtimeMs: number
  raw: Buffer
  br?: Buffer
  gzip?: Buffer
  /** index.html only: the hashes of its inline scripts. */
  scriptHashes?: readonly string[]
}

/** A URL path decoded once, or undefined when it is not valid percent-encoded UTF-8. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/** What the CSP takes from the site's built index.html. */
export interface BuiltPage {
  readonly scriptHashes: readonly string[]
}

export interface StaticSite {
  /** The folder of the built site (its index.html and assets/). */
  readonly dist: string
  /** The path it is served under, with both slashes: '/app/'. */
  readonly base: string
  /**
   * The Content-Security-Policy of every answer, built per request (it names the host the browser used), with
   * what it needs of the built index.html: the hashes of its inline scripts (csp.ts).
   */
  readonly csp: (c: Context, page: BuiltPage) => string
  /** Shown at the base path while the site is not built. */
  readonly notBuiltPage: string
}

/**
 * Serves one built single-page site (the web app at /app/, the operators' console at /ops/). Hashed files
 * under `<base>assets/` are immutable for a year; index.html is never cached, so a rebuild shows at once.
 * Text files are compressed once (brotli or gzip, as accepted) and kept in memory. Paths are resolved inside
 * the dist folder only, and every answer carries the site's CSP and the usual hardening headers.
 */
export function createStaticSite(site: StaticSite) {
  const cache = new Map<string, Encoded>()
  const prefix = new RegExp(`^${site.base.replace(/\/$/, '')}/?`)

  function load(file: string): Encoded {
    const { mtimeMs } = statSync(file)
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === mtimeMs) return hit
    const entry: Encoded = { mtimeMs, raw: readFileSync(file) }
    cache.set(file, entry)
    return entry
  }

  /** The built index.html's CSP needs, read with the file (again when it changes): none before a build. */
  function builtPage(index: string): BuiltPage {
    if (!existsSync(index)) return { scriptHashes: [] }
    const entry = load(index)
    entry.scriptHashes ??= inlineScriptHashes(entry.raw.toString('utf8'))
    return { scriptHashes: entry.scriptHashes }
  }

  function securityHeaders(c: Context, index: string) {
    c.header('content-security-policy', site.csp(c, builtPage(index)))
    c.header('referrer-policy', 'strict-origin-when-cross-origin')
    c.header('x-content-type-options', 'nosniff')
    c.header('cross-origin-opener-policy', 'same-origin')
  }

  return (c: Context) => {
    // Decoded once, from the raw path: Hono's c.req.path is already decoded (keeping %25), and decoding it a
    // second time threw on a malformed escape such as /app/%E0%A4%A (a 500 with a stack trace).
    const rest = decodePath(new URL(c.req.url).pathname.replace(prefix, ''))
    if (rest === undefined) return c.text('Bad request', 400)
    const index = join(site.dist, 'index.html')
    if (!existsSync(index)) {
      securityHeaders(c, index)
      c.header('cache-control', 'no-cache')
      return c.html(site.notBuiltPage, rest === '' ? 200 : 404)
    }
    const relative = rest === '' ? 'index.html' : rest
    const file = normalize(join(site.dist, relative))
    if (!file.startsWith(normalize(site.dist) + sep) || rest.includes('\0')) return c.text('Not found', 404)
    if (!existsSync(file) || !statSync(file).isFile()) return c.text('Not found', 404)
    const ext = extname(file).toLowerCase()
    const entry = load(file)
    securityHeaders(c, index)
    c.header('content-type', types[ext] ?? 'application/octet-stream')
    if (relative === 'index.html') c.header('cache-control', 'no-cache')
    else if (relative.startsWith('assets/')) c.header('cache-control', 'public, max-age=31536000, immutable')
    else c.header('cache-control', 'public, max-age=3600')
    let body = entry.raw
    if (compressible.has(ext) && entry.raw.length > 512) {
      c.header('vary', 'Accept-Encoding')
      const accepted = c.req.header('accept-encoding') ?? ''
      if (/\bbr\b/.test(accepted)) {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        body = entry.br
        c.header('content-encoding', 'br')
      } else if (/\bgzip\b/.test(accepted)) {
        entry.gzip ??= gzipSync(entry.raw, { level: 9 })
        body = entry.gzip
        c.header('content-encoding', 'gzip')
      }
    }
    if (c.req.method === 'HEAD') return c.body(null, 200)
    return c.body(new Uint8Array(body), 200)
  }
}
