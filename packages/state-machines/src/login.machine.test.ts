import { describe, expect, it } from 'vitest'
import { canSubmitLogin, loginMachine } from './login.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['readMobile', 'login', 'storeSession']
const SESSION = { id: 42, name: 'Demo User', token: 'tok-1', code: 'A42' }

async function ready(mobile: string | null = null) {
  const harness = startMachine(loginMachine, ACTORS)
  harness.controlled.resolve('readMobile', mobile)
  await flush()
  return harness
}

describe('login machine', () => {
  it('prefills the ID with the kept mobile number', async () => {
    const { actor } = await ready('9000000000')
    expect(actor.getSnapshot().context.id).toBe('9000000000')
  })

  it('enables submit only by the rule (ID present, password 6+)', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'change', field: 'id', value: '42' })
    actor.send({ type: 'change', field: 'password', value: '12345' })
    expect(canSubmitLogin(actor.getSnapshot().context)).toBe(false)
    actor.send({ type: 'submit' })
    expect(callsOf('login')).toHaveLength(0)
    actor.send({ type: 'change', field: 'password', value: '123456' })
    expect(canSubmitLogin(actor.getSnapshot().context)).toBe(true)
  })

  it('stores id, name, token and code, then goes to /home', async () => {
    const { actor, controlled, emitted, callsOf } = await ready()
    actor.send({ type: 'change', field: 'id', value: '42' })
    actor.send({ type: 'change', field: 'password', value: 'secret1' })
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(callsOf('login')).toHaveLength(1)
    controlled.resolve('login', SESSION)
    await flush()
    expect(callsOf('storeSession')[0]?.input).toEqual({ ...SESSION, mobile: '42', viaPasskey: false })
    controlled.resolve('storeSession')
    await flush()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual(SESSION)
    expect(emitted).toEqual([
      { type: 'signedIn', session: SESSION },
      { type: 'navigate', to: '/home' },
    ])
  })

  it('status 0: toast with the server info, loading stops, values kept', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'change', field: 'id', value: '42' })
    actor.send({ type: 'change', field: 'password', value: 'secret1' })
    actor.send({ type: 'submit' })
    controlled.reject('login', failures.rejected('Wrong password'))
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Wrong password' }])
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject({ id: '42', password: 'secret1' })
  })

  it('status 3 on the anonymous sign-in is just a failed sign-in (no session to end)', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'change', field: 'id', value: '42' })
    actor.send({ type: 'change', field: 'password', value: 'secret1' })
    actor.send({ type: 'submit' })
    controlled.reject('login', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Network error occurred' }])
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('a network failure toasts the thrown message', async () => {
    const { actor, controlled, emitted } = await ready()
    actor.send({ type: 'change', field: 'id', value: '42' })
    actor.send({ type: 'change', field: 'password', value: 'secret1' })
    actor.send({ type: 'submit' })
    controlled.reject('login', failures.network)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Network error occurred' }])
  })

  describe('with a passkey (issue 28)', () => {
    const PASSKEY_ACTORS = [...ACTORS, 'passkeySignIn', 'passkeyAutofill']
    async function readyWithPasskeys() {
      const harness = startMachine(loginMachine, PASSKEY_ACTORS)
      harness.controlled.resolve('readMobile', null)
      await flush()
      return harness
    }

    it('"Sign in with fingerprint" signs in without the password and stores the session', async () => {
      const { actor, controlled, callsOf } = await readyWithPasskeys()
      actor.send({ type: 'passkey' })
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      controlled.resolve('passkeySignIn', SESSION)
      await flush()
      expect(callsOf('storeSession')[0]?.input).toMatchObject({ ...SESSION, viaPasskey: true })
    })

    it('a failed prompt says why and keeps what was typed', async () => {
      const { actor, controlled, callsOf } = await readyWithPasskeys()
      actor.send({ type: 'change', field: 'id', value: '42' })
      actor.send({ type: 'change', field: 'password', value: 'secre' })
      actor.send({ type: 'passkey' })
      controlled.reject('passkeySignIn', { problem: 'cancelled' })
      await flush()
      expect(actor.getSnapshot().matches('editing')).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({
        id: '42',
        password: 'secre',
        passkeyProblem: 'cancelled',
      })
      expect(callsOf('storeSession')).toHaveLength(0)
      // Typing again clears the reason.
      actor.send({ type: 'change', field: 'password', value: 'secret' })
      expect(actor.getSnapshot().context.passkeyProblem).toBeNull()
    })

    it('a passkey picked in the autofill signs in; a removed one is said', async () => {
      const first = await readyWithPasskeys()
      expect(first.callsOf('passkeyAutofill')).toHaveLength(1)
      first.controlled.resolve('passkeyAutofill', SESSION)
      await flush()
      expect(first.callsOf('storeSession')[0]?.input).toMatchObject({ viaPasskey: true })

      const second = await readyWithPasskeys()
      second.controlled.reject('passkeyAutofill', { problem: 'unknownPasskey' })
      await flush()
      expect(second.actor.getSnapshot().context.passkeyProblem).toBe('unknownPasskey')
    })
  })
})
