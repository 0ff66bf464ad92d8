import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INLINE_STYLE_ATTRIBUTE as BUILD_INLINE_STYLE_ATTRIBUTE } from '../../build/entry-style.ts'
import { detectLocale } from '../i18n/locale.ts'
import { pairFromQuery } from '../links/pair.ts'
import { BOOT_REDIRECTS, usableToken } from './boot.ts'
import {
  declareInlineStyle,
  INLINE_STYLE_ATTRIBUTE,
  markShell,
  SHELL_ATTRIBUTE,
  SHELL_LANG_ATTRIBUTE,
  SHELL_REDIRECTS,
  shellLocale,
  shellOf,
  shellToken,
} from './shell-route.ts'

describe('the shell script names the static first screen of the route the router will show', () => {
  it('signed in: each entry screen, the root and the sign-in addresses (redirected to /home)', () => {
    expect(shellOf('#/home', 'tok')).toBe('home')
    expect(shellOf('#/trde', 'tok')).toBe('trde')
    expect(shellOf('#/kline?name=Bitcoin&code=btcusdt', 'tok')).toBe('kline')
    expect(shellOf('#/position?view=trades', 'tok')).toBe('position')
    expect(shellOf('#/payout', 'tok')).toBe('payout')
    expect(shellOf('', 'tok')).toBe('home')
    expect(shellOf('#/login', 'tok')).toBe('home')
  })

  it('signed out: the sign-in screen for the root, /login and every signed-in entry screen', () => {
    for (const hash of ['', '#/', '#/login', '#/home', '#/payout']) expect(shellOf(hash, null)).toBe('login')
    expect(shellOf('#/home', '  ')).toBe('login')
  })

  it('any other address: no shell (the splash)', () => {
    expect(shellOf('#/profile', 'tok')).toBeNull()
    expect(shellOf('#/signin', null)).toBeNull()
    expect(shellOf('#/forgotpass', null)).toBeNull()
  })

  it('/kline without a pair code: the splash, as the screen shows "no pair" (pairFromQuery), not the chart', () => {
    expect(shellOf('#/kline', 'tok')).toBeNull()
    expect(shellOf('#/kline?name=Bitcoin&title=BTC', 'tok')).toBeNull()
    expect(shellOf('#/kline?code=%20', 'tok')).toBeNull()
    const queries = fc.array(
      fc.tuple(
        fc.constantFrom('code', 'name', 'title', 'x'),
        fc.constantFrom('', ' ', '%20', 'btcusdt', '%E0%A4%85', 'a&b'),
      ),
      { maxLength: 4 },
    )
    fc.assert(
      fc.property(queries, (pairs) => {
        const query = pairs.map(([key, value]) => `${key}=${value}`).join('&')
        const hasPair = pairFromQuery(new URLSearchParams(query)) !== null
        expect(shellOf(`#/kline?${query}`, 'tok')).toBe(hasPair ? 'kline' : null)
      }),
    )
  })

  it('reads the token and the redirects as the boot script does', () => {
    expect(SHELL_REDIRECTS).toEqual(BOOT_REDIRECTS)
    for (const raw of [null, undefined, '', ' ', 'null', 'undefined', 'abc', ' abc ', 'a b', 'tök'])
      expect(shellToken(raw)).toBe(usableToken(raw) !== undefined)
  })

  it("picks the shell text's language as the app picks its locale", () => {
    const browsers = [[], ['en-IN'], ['hi'], ['hi-IN', 'en'], ['en-GB', 'HI'], ['ta-IN'], ['mr', 'hi-Latn']]
    for (const languages of browsers)
      for (const stored of [null, '', 'en', 'hd', 'hi', 'fr', 'HI', 'null'])
        expect(shellLocale(languages, stored), `${languages} ${stored}`).toBe(detectLocale(languages, stored))
  })
})

/** Runs a check with a stored session and an address, then leaves the page as it found it. */
function withPage(stored: Record<string, string>, hash: string, check: () => void) {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
  window.location.hash = hash
  try {
    check()
  } finally {
    for (const key of Object.keys(stored)) localStorage.removeItem(key)
    window.location.hash = ''
    document.documentElement.removeAttribute(SHELL_ATTRIBUTE)
    document.documentElement.removeAttribute(SHELL_LANG_ATTRIBUTE)
  }
}

describe('markShell', () => {
  it("names the stored session's entry screen on <html>", () => {
    withPage({ token: 'tok' }, '#/payout', () => {
      markShell()
      expect(document.documentElement.getAttribute(SHELL_ATTRIBUTE)).toBe('payout')
    })
  })

  it('names the chosen language for the shell text, and none without a shell', () => {
    withPage({ lang: 'hi' }, '#/login', () => {
      markShell()
      expect(document.documentElement.getAttribute(SHELL_LANG_ATTRIBUTE)).toBe('hi')
      document.documentElement.removeAttribute(SHELL_LANG_ATTRIBUTE)
      window.location.hash = '#/forgotpass'
      markShell()
      expect(document.documentElement.getAttribute(SHELL_LANG_ATTRIBUTE)).toBeNull()
    })
  })
})

describe('declareInlineStyle', () => {
  it("adds a disabled link to the inline base stylesheet's file after it, in step with the build", () => {
    document.head.innerHTML = `<style ${BUILD_INLINE_STYLE_ATTRIBUTE}="/app/assets/index-Ab12Cd34.css">a{}</style>`
    declareInlineStyle()
    const link = document.head.querySelector('style + link') as HTMLLinkElement
    expect(link.rel).toBe('stylesheet')
    expect(link.disabled).toBe(true)
    expect(link.getAttribute('href')).toBe('/app/assets/index-Ab12Cd34.css')
    expect(INLINE_STYLE_ATTRIBUTE).toBe(BUILD_INLINE_STYLE_ATTRIBUTE)
    document.head.innerHTML = ''
  })
})
