import { describe, expect, it } from 'vitest'
import { canSubmitLogin, loginMachine } from './login.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['readMobile', 'login', 'storeSession']
const SESSION = { id: 42, name: 'Asha', token: 'tok-1', code: 'A42' }

async function ready(mobile: string | null = null) {
  const harness = startMachine(loginMachine, ACTORS)
  harness.controlled.resolve('readMobile', mobile)
  await flush()
  return harness
}

describe('login machine', () => {
  it('prefills the ID with the kept mobile number', async () => {
    const { actor } = await ready('9876543210')
    expect(actor.getSnapshot().context.id).toBe('9876543210')
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
    expect(callsOf('storeSession')[0]?.input).toEqual({ ...SESSION, mobile: '42' })
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
})
