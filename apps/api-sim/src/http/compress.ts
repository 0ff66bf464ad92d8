import { gzipSync } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'

/** Answers shorter than this go as they are: gzip saves a phone nothing worth the work on them. */
const THRESHOLD = 1024

/**
 * gzip for call answers (JSON lists such as products, klines and settlements shrink several times over on a phone
 * connection), done at once in memory at level 1. Hono's compress ran each answer through a CompressionStream:
 * a new zlib stream per answer and its work on the thread pool, about 1.5 ms an answer, and under load
 * (issue 25) compression was the sim's largest single cost and the main thread waited on the pool. Level 1 takes
 * some 40 µs for a few KB of JSON, and saves nearly as much as level 6 on it.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    if (
      c.req.method === 'HEAD' ||
      !res.body ||
      res.headers.has('content-encoding') ||
      !/\bgzip\b/i.test(c.req.header('accept-encoding') ?? '') ||
      !/json|^text\//i.test(res.headers.get('content-type') ?? '')
    )
      return
    const body = new Uint8Array(await res.arrayBuffer())
    if (body.byteLength < THRESHOLD) {
      c.res = new Response(body, res)
      return
    }
    c.res = new Response(gzipSync(body, { level: 1 }), res)
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', 'gzip')
    c.res.headers.append('vary', 'Accept-Encoding')
  }
}
