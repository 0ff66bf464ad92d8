const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

/**
 * Who may open a socket or call cross-origin: pages on a loopback host (any port: the dev server, the
 * built app, the chat host), a page on the same host name as the request, or an origin configured by
 * SIM_ALLOWED_ORIGINS. A request without Origin is not from a browser page and is let through.
 */
export function originAllowed(
  origin: string | undefined,
  hostHeader: string | undefined,
  extra: readonly string[],
): boolean {
  if (!origin) return true
  if (extra.includes(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (loopbackHosts.has(url.hostname)) return true
  const requestHost = hostHeader ? hostHeader.replace(/:\d+$/, '') : undefined
  return requestHost !== undefined && url.hostname === requestHost
}
