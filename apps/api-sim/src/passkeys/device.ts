/**
 * Where a passkey was made or used, in words a person recognises ("Chrome on Android"), from the User-Agent.
 * It is only a label: nothing is decided on it.
 */
export function deviceLabel(userAgent: string): string {
  const ua = userAgent.slice(0, 512)
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iPhone'
      : /CrOS/.test(ua)
        ? 'ChromeOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : ''
  const browser = /SamsungBrowser\//.test(ua)
    ? 'Samsung Internet'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : ''
  if (browser && system) return `${browser} on ${system}`
  return browser || system || 'Unknown browser'
}
