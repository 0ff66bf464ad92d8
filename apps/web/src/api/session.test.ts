import { describe, expect, it, vi } from 'vitest'
import { endSession, handleSessionInvalid } from './session.ts'
import { saveLogin } from './storage.ts'

function signIn() {
  saveLogin({ id: 1, name: 'Demo', token: 'tok', code: 'C1' }, '9876543210')
  localStorage.setItem('lang', 'hd')
  localStorage.setItem('chat_first_login', '1')
  window.location.hash = '#/profile'
}

describe('session end', () => {
  it('handles status 3 once: clears storage but the chat first-login flag, then goes to /login', () => {
    signIn()
    const replace = vi.spyOn(window.history, 'replaceState')
    const clear = vi.spyOn(Storage.prototype, 'clear')
    // Three calls in flight all answer status 3.
    expect([handleSessionInvalid(), handleSessionInvalid(), handleSessionInvalid()]).toEqual([
      true,
      false,
      false,
    ])
    expect(clear).toHaveBeenCalledOnce()
    expect(replace).toHaveBeenCalledOnce()
    expect(window.location.hash).toBe('#/login')
    expect({ ...localStorage }).toEqual({ chat_first_login: '1' })
  })

  it('keeps the mobile number on the settings log out (spec §4)', () => {
    signIn()
    endSession('settings-log-out')
    expect({ ...localStorage }).toEqual({ mob: '9876543210' })
    expect(window.location.hash).toBe('#/login')
  })

  it('clears everything on sign out', () => {
    signIn()
    endSession('sign-out')
    expect(localStorage.length).toBe(0)
    expect(window.location.hash).toBe('#/login')
  })
})
