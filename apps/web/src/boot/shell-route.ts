/**
 * The shell script (issue 30, decision 0087): which static first screen of index.html the page paints. It runs
 * as a classic script in <head> (an external file, so the CSP's script-src 'self' allows it; tiny, and fetched
 * beside the stylesheet the first paint waits for anyway), before the body is parsed, and names the shell on
 * <html data-boot-shell>; boot-shell.css shows that one. No script (or an address it does not know): the
 * splash.
 *
 * This file is compiled alone into the shell script by `build/shell-script.ts`, which appends the calls
 * `declareInlineStyle();markShell()`: it must import nothing at run time and do nothing when imported. The token
 * rule and the redirects are those of boot.ts (a test keeps them in step).
 */

/** The attribute of <html> that names the painted shell. */
export const SHELL_ATTRIBUTE = 'data-boot-shell'

/** The static first screens of index.html, by the route they stand for. */
export const SHELLS = ['login', 'home', 'trde', 'kline', 'position', 'payout'] as const
export type ShellName = (typeof SHELLS)[number]

/** As boot.ts usableToken (the api-client's rule): anything else means signed out. */
export function shellToken(raw: string | null | undefined): boolean {
  if (raw === null || raw === undefined) return false
  const token = raw.trim()
  if (token === '' || token === 'null' || token === 'undefined') return false
  return /^[\x21-\x7e]+$/.test(token)
}

/** As boot.ts BOOT_REDIRECTS: where the guard sends a signed-in visitor from these addresses. */
export const SHELL_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  '/login': '/home',
  '/signin': '/home',
  '/reg': '/home',
}

/**
 * The shell the router's first screen will have, for the hash address and the stored token, or null (the
 * splash). Signed out, the guard sends the root and every signed-in entry screen to /login.
 */
export function shellOf(hash: string, storedToken: string | null): ShellName | null {
  const raw = hash.replace(/^#?\/?/, '')
  const at = raw.indexOf('?')
  const asked = `/${at < 0 ? raw : raw.slice(0, at)}`
  const signedIn = shellToken(storedToken)
  const path = signedIn ? (SHELL_REDIRECTS[asked] ?? asked) : asked
  const name = path.slice(1)
  if (!(SHELLS as readonly string[]).includes(name)) return !signedIn && asked === '/' ? 'login' : null
  if (!signedIn) return 'login'
  if (name === 'login') return null
  // /kline without a pair shows "no pair" (links/pair.ts pairFromQuery), not the chart's top: the splash.
  if (name === 'kline' && !new URLSearchParams(at < 0 ? '' : raw.slice(at + 1)).get('code')?.trim())
    return null
  return name as ShellName
}

/** The attribute of <html> that names the language of the shell's text (the app's locale: en, hd or hi). */
export const SHELL_LANG_ATTRIBUTE = 'data-boot-lang'

/**
 * As i18n/locale.ts detectLocale: the stored choice when it is a locale, else any Hindi browser language gives
 * hd, anything else en (a test keeps them in step).
 */
export function shellLocale(languages: readonly string[], stored: string | null): 'en' | 'hd' | 'hi' {
  if (stored === 'en' || stored === 'hd' || stored === 'hi') return stored
  return languages.some((language) => language.toLowerCase().startsWith('hi')) ? 'hd' : 'en'
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    // Blocked storage: signed out, nothing chosen, as the app sees it.
    return null
  }
}

/** As build/entry-style.ts INLINE_STYLE_ATTRIBUTE (a test keeps the two in step). */
export const INLINE_STYLE_ATTRIBUTE = 'data-href'

/**
 * Runs in the page: tells Vite's chunk loader that the app's base stylesheet, inline in index.html (decision
 * 0095), is applied. The loader fetches a chunk's stylesheets unless a <link rel="stylesheet"> to them is in the
 * page, and a chunk that shares a stylesheet module with the entry names it; a link added here, disabled, is
 * never fetched (one in the markup was, by Chromium's preload scanner: decision 0096). Never throws.
 */
export function declareInlineStyle(): void {
  try {
    for (const style of document.querySelectorAll(`style[${INLINE_STYLE_ATTRIBUTE}]`)) {
      const link = document.createElement('link')
      link.disabled = true
      link.rel = 'stylesheet'
      link.href = style.getAttribute(INLINE_STYLE_ATTRIBUTE) ?? ''
      style.after(link)
    }
  } catch {
    // At worst a chunk fetches the stylesheet once more.
  }
}

/** Runs in the page: names the shell and its language on <html>. Never throws (the splash stays). */
export function markShell(): void {
  try {
    const shell = shellOf(location.hash, readStorage('token'))
    if (!shell) return
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']
    document.documentElement.setAttribute(SHELL_LANG_ATTRIBUTE, shellLocale(languages, readStorage('lang')))
    document.documentElement.setAttribute(SHELL_ATTRIBUTE, shell)
  } catch {
    // Only a first paint.
  }
}
