/** What an image helper returns for a path it refuses or an empty path: no image rather than a bad one. */
export const NO_IMAGE = ''

const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/**
 * The URL of an image the server gave as a path. Relative paths (`img/a.png`, `/img/a.png`) are put under
 * `host`; absolute http(s) and protocol-relative URLs are kept; every other scheme (javascript:, data:,
 * vbscript:, file:, blob:…) is refused, because the value comes from the server and ends up in `src`.
 */
export function imageUrl(host: string, path: string | null | undefined): string {
  // Control characters and spaces inside a scheme are ignored by browsers ("java\tscript:"), so they are
  // stripped before looking at the scheme.
  const value = (path ?? '').trim()
  const compact = [...value].filter((ch) => ch.charCodeAt(0) > 0x20 && ch.charCodeAt(0) !== 0x7f).join('')
  if (compact === '') return NO_IMAGE
  if (compact.startsWith('//')) return value
  const scheme = SCHEME.exec(compact)
  if (scheme !== null) {
    const name = (scheme[1] ?? '').toLowerCase()
    return name === 'http' || name === 'https' ? value : NO_IMAGE
  }
  return `${host.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`
}
