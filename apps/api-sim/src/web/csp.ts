import { createHash } from 'node:crypto'

/**
 * The CSP sources of the inline scripts of a page the build wrote (the app's index.html carries one, the shell
 * script, decision 0089): `'sha256-…'` of each one's exact text, so that script runs and no other inline script
 * does. A script with a src is not inline and is not hashed.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', text = ''] = match
    if (/\bsrc\s*=/i.test(attributes) || text.trim() === '') continue
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * The app's Content-Security-Policy, built per request from the host the browser used, so the chat host
 * (same host name, chat port) is allowed whether the app was opened as localhost, 127.0.0.1 or a LAN IP.
 * Styles allow 'unsafe-inline' because chart and popup libraries set inline styles; scripts never do: the only
 * inline scripts allowed are the built page's own, by hash (`scriptHashes`, inlineScriptHashes).
 * `frameHosts` are the configured frame origins (SIM_FRAME_HOSTS): frame-src lists exactly those, and is
 * 'none' when there are none (then /webview and the live chat open their page in a new tab).
 */
export function appCsp(
  hostHeader: string | undefined,
  chatPort: number,
  frameHosts: readonly string[],
  secure = false,
  scriptHashes: readonly string[] = [],
): string {
  const hostname = (hostHeader ?? 'localhost').replace(/:\d+$/, '')
  const http = secure ? 'https' : 'http'
  const ws = secure ? 'wss' : 'ws'
  const self = hostHeader ? `${ws}://${hostHeader}` : ''
  const chat = `${http}://${hostname}:${chatPort}`
  const chatSocket = `${ws}://${hostname}:${chatPort}`
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${chat}`,
    `media-src 'self' blob: ${chat}`,
    "font-src 'self' data:",
    `connect-src 'self' ${self} ${chat} ${chatSocket}`.replace(/\s+/g, ' '),
    // /webview pages and the live-chat provider are framed only from the configured origins.
    `frame-src ${frameHosts.length > 0 ? frameHosts.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The operators' console's Content-Security-Policy (served at /ops/): stricter than the app's. Scripts and
 * styles come only from its own files (React sets styles through the DOM, which style-src does not govern);
 * it connects only to its own host (the /ops/api calls and the /ws/ops socket); the only other host it reads
 * is the chat host, for the pictures users sent; nothing may frame it and it frames nothing.
 */
export function opsCsp(hostHeader: string | undefined, chatPort: number, secure = false): string {
  const hostname = (hostHeader ?? 'localhost').replace(/:\d+$/, '')
  const http = secure ? 'https' : 'http'
  const ws = secure ? 'wss' : 'ws'
  const chat = `${http}://${hostname}:${chatPort}`
  const socket = hostHeader ? `${ws}://${hostHeader}/ws/ops` : ''
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${chat}`,
    `connect-src 'self' ${socket}`.trim(),
    "font-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
