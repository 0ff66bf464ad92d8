import { describe, expect, it } from 'vitest'
import { BOOT_REDIRECTS, usableToken } from './boot.ts'
import { markShell, SHELL_ATTRIBUTE, SHELL_REDIRECTS, shellOf, shellToken } from './shell-route.ts'

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

  it('reads the token and the redirects as the boot script does', () => {
    expect(SHELL_REDIRECTS).toEqual(BOOT_REDIRECTS)
    for (const raw of [null, undefined, '', ' ', 'null', 'undefined', 'abc', ' abc ', 'a b', 'tök'])
      expect(shellToken(raw)).toBe(usableToken(raw) !== undefined)
  })
})

describe('markShell', () => {
  it("names the stored session's entry screen on <html>", () => {
    localStorage.setItem('token', 'tok')
    window.location.hash = '#/payout'
    try {
      markShell()
      expect(document.documentElement.getAttribute(SHELL_ATTRIBUTE)).toBe('payout')
    } finally {
      localStorage.removeItem('token')
      window.location.hash = ''
      document.documentElement.removeAttribute(SHELL_ATTRIBUTE)
    }
  })
})
