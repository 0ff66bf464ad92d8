import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionMachine } from './session.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { startMachine } from './testing/harness.ts'

const ACTORS = ['readToken', 'clearStorage', 'storeLanguage', 'reload']

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

  it('a double logout tap clears storage once', async () => {
    const { actor, callsOf } = await signedIn()
    actor.send({ type: 'logout', keepMobile: true })
    actor.send({ type: 'logout', keepMobile: false })
    expect(callsOf('clearStorage')).toHaveLength(1)
  })

  it('settings logout keeps the mobile number; profile sign out does not', async () => {
    const first = await signedIn()
    first.actor.send({ type: 'logout', keepMobile: true })
    expect(first.callsOf('clearStorage')[0]?.input).toEqual({ keep: ['mobile', 'chatFirstLogin'] })
    const second = await signedIn()
    second.actor.send({ type: 'logout', keepMobile: false })
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
