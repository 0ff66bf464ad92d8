import 'fake-indexeddb/auto'
import { waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeServer, fakeServer, ok } from '../test/fake-server.ts'
import { loadLastKnown, saveLastKnown } from './last-known-store.ts'
import { endSession, handleSessionInvalid } from './session.ts'
import { saveLogin } from './storage.ts'

let api: FakeServer
beforeEach(() => {
  api = fakeServer({ 'user/logout': { status: 1, info: 'Signed out' } }, { strict: true })
})

function signIn() {
  saveLogin({ id: 1, name: 'Demo', token: 'tok', code: 'C1' }, '9000000000')
  localStorage.setItem('lang', 'hd')
  localStorage.setItem('chat_first_login', '1')
  window.location.hash = '#/profile'
}

describe('session end (the session actor)', () => {
  it('handles status 3 once: clears storage but the chat first-login flag, then goes to /login', async () => {
    signIn()
    const replace = vi.spyOn(window.history, 'replaceState')
    const clear = vi.spyOn(Storage.prototype, 'clear')
    // Three calls in flight all answer status 3.
    expect([handleSessionInvalid(), handleSessionInvalid(), handleSessionInvalid()]).toEqual([
      true,
      false,
      false,
    ])
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(clear).toHaveBeenCalledOnce()
    expect(replace).toHaveBeenCalledOnce()
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })
    // A late status 3 after the session ended does nothing.
    expect(handleSessionInvalid()).toBe(false)
    expect(clear).toHaveBeenCalledOnce()
  })

  it('keeps the mobile number on the settings log out (spec §4)', async () => {
    signIn()
    endSession('settings-log-out')
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect({ ...localStorage }).toEqual({ mob: '9000000000', chat_first_login: '1' })
  })

  it('clears the rest, the mobile number included, on the profile sign out', async () => {
    signIn()
    endSession('sign-out')
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })
  })

  it('forgets the answers kept for the offline screens on sign out, log out and status 3', async () => {
    const isAny = (data: unknown): data is unknown => data !== undefined
    const kept = () => loadLastKnown('1', 'user/info', isAny, Date.now())
    for (const end of [
      () => endSession('sign-out'),
      () => endSession('settings-log-out'),
      () => handleSessionInvalid(),
    ]) {
      signIn()
      await saveLastKnown('1', 'user/info', { balance: 500 }, Date.now())
      expect(await kept()).not.toBeNull()
      end()
      await waitFor(() => expect(window.location.hash).toBe('#/login'))
      expect(await kept()).toBeNull()
    }
  })

  it('ends the session on the server with the stored token, then clears the phone (sign out and log out)', async () => {
    for (const end of ['sign-out', 'settings-log-out'] as const) {
      signIn()
      const before = api.to('user/logout').map((r) => r.params).length
      let tokenWhenAsked: string | null = 'not asked'
      api.answer('user/logout', ({ headers }) => {
        tokenWhenAsked = headers.get('token')
        return ok(undefined, 'Signed out')
      })
      endSession(end)
      await waitFor(() => expect(window.location.hash).toBe('#/login'))
      expect(api.to('user/logout').map((r) => r.params)).toHaveLength(before + 1)
      expect(tokenWhenAsked).toBe('tok')
      expect(localStorage.getItem('token')).toBeNull()
    }
  })

  it('still clears the phone when the server cannot be told: a failed call, or offline (no call at all)', async () => {
    signIn()
    api = fakeServer(
      {
        'user/logout': () => {
          throw new TypeError('Failed to fetch')
        },
      },
      { strict: true },
    )
    endSession('sign-out')
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(api.to('user/logout').map((r) => r.params)).toHaveLength(1)
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })

    signIn()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const before = api.to('user/logout').map((r) => r.params).length
    endSession('settings-log-out')
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(api.to('user/logout').map((r) => r.params)).toHaveLength(before)
    expect({ ...localStorage }).toEqual({ mob: '9000000000', chat_first_login: '1' })
  })

  it('does not call the server on status 3: that session has already ended there', async () => {
    signIn()
    handleSessionInvalid()
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    expect(api.to('user/logout').map((r) => r.params)).toHaveLength(0)
  })

  it('starts a new session after signing in again', async () => {
    signIn()
    endSession('sign-out')
    // The session has ended once the app is at /login (the stores are cleared first, IndexedDB too).
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    signIn()
    expect(handleSessionInvalid()).toBe(true)
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull())
  })
})

describe('the answers painted on a repeat visit (issue 30)', () => {
  it('are gone after sign out, so the next visit has nothing kept to paint', async () => {
    signIn()
    const isAny = (data: unknown): data is unknown => data !== undefined
    await saveLastKnown('1', 'home:hot-products', [{ id: 1 }], Date.now())
    expect(await loadLastKnown('1', 'home:hot-products', isAny, Date.now())).not.toBeNull()
    endSession('sign-out')
    await waitFor(() => expect(window.location.hash).toBe('#/login'))
    await waitFor(async () =>
      expect(await loadLastKnown('1', 'home:hot-products', isAny, Date.now())).toBeNull(),
    )
  })
})
