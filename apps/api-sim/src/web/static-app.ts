import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context } from 'hono'
import { appCsp } from './csp.ts'

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

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mandi: app not built</title></head>
<body><h1>The app is not built yet</h1><p>The app is not built yet, run <code>npm start</code> at the repository root.</p>
<p>The API is up at <a href="/api/product/list">/api/</a>.</p></body></html>`

interface Encoded {
  mtimeMs: number
  raw: Buffer
  br?: Buffer
  gzip?: Buffer
}

/** A URL path decoded once, or undefined when it is not valid percent-encoded UTF-8. */
function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path)
  } catch {
    return undefined
  }
}

/**
 * Serves the built web app at /app/. Hashed files under /app/assets/ are immutable for a year; index.html
 * is never cached, so a rebuild shows at once. Text files are compressed once (brotli or gzip, as
 * accepted) and kept in memory. Paths are resolved inside the dist folder only.
 */
export function createAppServer(webDist: string, chatPort: () => number, frameHosts: readonly string[]) {
  const cache = new Map<string, Encoded>()

  function load(file: string): Encoded {
    const { mtimeMs } = statSync(file)
    const hit = cache.get(file)
    if (hit && hit.mtimeMs === mtimeMs) return hit
    const entry: Encoded = { mtimeMs, raw: readFileSync(file) }
    cache.set(file, entry)
    return entry
  }

  function securityHeaders(c: Context) {
    c.header('content-security-policy', appCsp(c.req.header('host'), chatPort(), frameHosts))
    c.header('referrer-policy', 'strict-origin-when-cross-origin')
    c.header('x-content-type-options', 'nosniff')
    c.header('cross-origin-opener-policy', 'same-origin')
  }

  return (c: Context) => {
    // Decoded once, from the raw path: Hono's c.req.path is already decoded (keeping %25), and decoding it a
    // second time threw on a malformed escape such as /app/%E0%A4%A (a 500 with a stack trace).
    const rest = decodePath(new URL(c.req.url).pathname.replace(/^\/app\/?/, ''))
    if (rest === undefined) return c.text('Bad request', 400)
    const index = join(webDist, 'index.html')
    if (!existsSync(index)) {
      securityHeaders(c)
      c.header('cache-control', 'no-cache')
      return c.html(notBuiltPage, rest === '' ? 200 : 404)
    }
    const relative = rest === '' ? 'index.html' : rest
    const file = normalize(join(webDist, relative))
    if (!file.startsWith(normalize(webDist) + sep) || rest.includes('\0')) return c.text('Not found', 404)
    if (!existsSync(file) || !statSync(file).isFile()) return c.text('Not found', 404)
    const ext = extname(file).toLowerCase()
    const entry = load(file)
    securityHeaders(c)
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
