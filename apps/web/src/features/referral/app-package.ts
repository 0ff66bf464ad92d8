/**
 * Whether the Android package exists and where. The server publishes `{ available, href }` at this path
 * (the reference server answers `available: false` unless a package file is configured), so /download links
 * a package only when there is one. Not a §7 call: a static file beside the package on the app's origin.
 */
export const APP_PACKAGE_INFO_PATH = '/download/package.json'

/** §9: the request time-out. */
const TIMEOUT_MS = 5000

/** A same-origin path or an https address; anything else is not linked. */
function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (/^\/(?!\/)/.test(value)) return value
  return /^https:\/\/[^\s]+$/.test(value) ? value : null
}

/**
 * The package's address, or null when the server says there is none (or answers 404: nothing published).
 * Throws when the check itself fails (network, time-out, server error, a body that is not the info), so the
 * screen can offer Retry instead of claiming there is no package.
 */
export async function fetchAppPackageHref(
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
  origin: string = window.location.origin,
): Promise<string | null> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal.addEventListener('abort', abort, { once: true })
  const timer = setTimeout(abort, TIMEOUT_MS)
  try {
    const response = await fetchFn(new URL(APP_PACKAGE_INFO_PATH, origin).href, {
      signal: controller.signal,
      cache: 'no-store',
      headers: { accept: 'application/json' },
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`The app package check answered ${response.status}`)
    const info = (await response.json()) as { available?: unknown; href?: unknown } | null
    if (info?.available === false) return null
    const href = info?.available === true ? safeHref(info.href) : null
    if (href === null) throw new Error('The app package check answered something else')
    return href
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', abort)
  }
}
