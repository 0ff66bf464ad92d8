import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SERVER_LOGOUT_WAIT_MS, sessionMachine } from './session.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { startMachine } from './testing/harness.ts'

const ACTORS = ['readToken', 'endServerSession', 'clearStorage', 'storeLanguage', 'reload']

async function signedIn() {
  const harness = startMachine(sessionMachine, ACTORS)
  harness.controlled.resolve('readToken', 'tok-1')
  await flush()
  return harness
}

describe('session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('reads the token from storage', async () => {
    const { actor } = await signedIn()
    expect(actor.getSnapshot().matches({ auth: 'signedIn' })).toBe(true)
    expect(actor.getSnapshot().context.token).toBe('tok-1')
  })

  it('starts signed out without a token, and signs in on signedIn', async () => {
    const { actor, controlled } = startMachine(sessionMachine, ACTORS)
    controlled.resolve('readToken', null)
    await flush()
    expect(actor.getSnapshot().matches({ auth: 'signedOut' })).toBe(true)
    actor.send({ type: 'signedIn', token: 'tok-2' })
    expect(actor.getSnapshot().context.token).toBe('tok-2')
  })

  it('status 3 clears storage (keeping only the chat flag) and goes to /login once', async () => {
    const { actor, controlled, emitted, callsOf } = await signedIn()
    actor.send({ type: 'sessionInvalid' })
    actor.send({ type: 'sessionInvalid' })
    expect(callsOf('clearStorage')).toHaveLength(1)
    expect(callsOf('clearStorage')[0]?.input).toEqual({ keep: ['chatFirstLogin'] })
    expect(emitted).toEqual([])
    controlled.resolve('clearStorage')
    await flush()
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }])
    expect(actor.getSnapshot().context.token).toBeNull()
    actor.send({ type: 'sessionInvalid' })
    expect(callsOf('clearStorage')).toHaveLength(1)
  })

  it('a double logout tap ends the session on the server once and clears storage once', async () => {
    const { actor, controlled, callsOf } = await signedIn()
    actor.send({ type: 'logout', keepMobile: true })
    actor.send({ type: 'logout', keepMobile: false })
    expect(callsOf('endServerSession')).toHaveLength(1)
    controlled.resolve('endServerSession')
    await flush()
    actor.send({ type: 'logout', keepMobile: false })
    expect(callsOf('endServerSession')).toHaveLength(1)
    expect(callsOf('clearStorage')).toHaveLength(1)
  })

  it('sign out ends the session on the server before clearing the phone', async () => {
    const { actor, controlled, callsOf, emitted } = await signedIn()
    actor.send({ type: 'logout', keepMobile: false })
    expect(callsOf('endServerSession')).toHaveLength(1)
    // The token is still stored while the server is asked (the call sends it).
    expect(callsOf('clearStorage')).toHaveLength(0)
    // A status 3 of that very call changes nothing: the clear follows anyway.
    actor.send({ type: 'sessionInvalid' })
    expect(callsOf('clearStorage')).toHaveLength(0)
    controlled.resolve('endServerSession')
    await flush()
    expect(callsOf('clearStorage')).toEqual([
      { id: 'clearStorage', src: 'clearStorage', input: { keep: ['chatFirstLogin'] } },
    ])
    controlled.resolve('clearStorage')
    await flush()
    expect(emitted).toEqual([{ type: 'navigate', to: '/login' }])
  })

  it('still clears the phone when the server cannot be told (offline, an error) or is slow', async () => {
    const failed = await signedIn()
    failed.actor.send({ type: 'logout', keepMobile: true })
    failed.controlled.reject('endServerSession', { _tag: 'NetworkError', message: 'offline' })
    await flush()
    expect(failed.callsOf('clearStorage')[0]?.input).toEqual({ keep: ['mobile', 'chatFirstLogin'] })

    const slow = await signedIn()
    slow.actor.send({ type: 'logout', keepMobile: false })
    await vi.advanceTimersByTimeAsync(SERVER_LOGOUT_WAIT_MS - 1)
    expect(slow.callsOf('clearStorage')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(slow.callsOf('clearStorage')).toHaveLength(1)
  })

  it('status 3 clears at once: the session has already ended on the server', async () => {
    const { actor, callsOf } = await signedIn()
    actor.send({ type: 'sessionInvalid' })
    expect(callsOf('endServerSession')).toHaveLength(0)
    expect(callsOf('clearStorage')).toHaveLength(1)
  })

  it('settings logout keeps the mobile number; profile sign out does not', async () => {
    const first = await signedIn()
    first.actor.send({ type: 'logout', keepMobile: true })
    first.controlled.resolve('endServerSession')
    await flush()
    expect(first.callsOf('clearStorage')[0]?.input).toEqual({ keep: ['mobile', 'chatFirstLogin'] })
    const second = await signedIn()
    second.actor.send({ type: 'logout', keepMobile: false })
    second.controlled.resolve('endServerSession')
    await flush()
    expect(second.callsOf('clearStorage')[0]?.input).toEqual({ keep: ['chatFirstLogin'] })
    second.controlled.reject('clearStorage', new Error('quota'))
    await flush()
    expect(second.emitted).toEqual([{ type: 'navigate', to: '/login' }])
  })

  it('a language change stores the choice and reloads after 0.3 s', async () => {
    const { actor, controlled, callsOf } = await signedIn()
    actor.send({ type: 'changeLanguage', language: 'hd' })
    actor.send({ type: 'changeLanguage', language: 'en' })
    expect(callsOf('storeLanguage')).toEqual([
      { id: 'storeLanguage', src: 'storeLanguage', input: { language: 'hd' } },
    ])
    controlled.resolve('storeLanguage')
    await flush()
    await vi.advanceTimersByTimeAsync(299)
    expect(callsOf('reload')).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(callsOf('reload')).toHaveLength(1)
    controlled.reject('reload', new Error('blocked'))
    await flush()
    expect(actor.getSnapshot().matches({ language: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.language).toBe('hd')
  })
})
