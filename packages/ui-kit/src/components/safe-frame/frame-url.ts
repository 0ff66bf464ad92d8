const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export type FrameUrlCheck =
  | { ok: true; url: URL }
  | { ok: false; reason: 'invalid' | 'scheme' | 'credentials' | 'insecure' }

/**
 * Accepts absolute https URLs, and http only on localhost (development). Rejects anything `new URL` cannot
 * parse, other schemes (javascript:, data:, blob:, file:…) and URLs with userinfo (https://app@evil.example
 * reads like our app but goes to evil.example).
 */
export function checkFrameUrl(raw: string): FrameUrlCheck {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' }
  if (url.protocol === 'https:') return { ok: true, url }
  if (url.protocol === 'http:') {
    return LOCAL_HOSTS.has(url.hostname) ? { ok: true, url } : { ok: false, reason: 'insecure' }
  }
  return { ok: false, reason: 'scheme' }
}

export interface SandboxOptions {
  /** The embedded page runs scripts (a live chat widget does). */
  scripts: boolean
  /** The embedded page keeps its own origin (cookies, storage); needed by most third-party widgets. */
  sameOrigin: boolean
  forms?: boolean
  popups?: boolean
}

/**
 * The sandbox tokens for `url`. allow-scripts together with allow-same-origin lets a framed page remove its
 * own sandbox, so for a page on our own origin the pair is never granted: it would run as the app itself.
 */
export function sandboxFor(url: URL, ownOrigin: string, options: SandboxOptions): string {
  const tokens: string[] = []
  if (options.scripts) tokens.push('allow-scripts')
  if (options.sameOrigin && !(options.scripts && url.origin === ownOrigin)) tokens.push('allow-same-origin')
  if (options.forms) tokens.push('allow-forms')
  if (options.popups) tokens.push('allow-popups', 'allow-popups-to-escape-sandbox')
  return tokens.join(' ')
}
