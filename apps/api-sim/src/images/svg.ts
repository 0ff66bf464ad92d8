import { createHash } from 'node:crypto'

/**
 * Headers of the drawn pictures. They hold neither script nor text, and these headers keep even a
 * hand-crafted SVG inert if opened directly. The URLs are stable (one per category or kind), so browsers
 * keep them a week and then revalidate with the ETag.
 */
export function svgHeaders(body: string): Record<string, string> {
  return {
    'content-type': 'image/svg+xml; charset=utf-8',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    'cache-control': 'public, max-age=604800',
    etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
  }
}
