import 'fake-indexeddb/auto'
import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { loadLastKnown, saveLastKnown } from './last-known-store.ts'
import { endSession, handleSessionInvalid } from './session.ts'
import { saveLogin } from './storage.ts'

function signIn() {
  saveLogin({ id: 1, name: 'Demo', token: 'tok', code: 'C1' }, '9876543210')
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
    expect({ ...localStorage }).toEqual({ mob: '9876543210', chat_first_login: '1' })
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
