import { describe, expect, it } from 'vitest'
import { moneyConfirmMachine } from './money-confirm.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['passkey', 'confirmPassword']
const start = () => startMachine(moneyConfirmMachine, ACTORS, { action: 'payout' })

describe('money confirmation (issue 28)', () => {
  it('the passkey confirms: its token is the output', async () => {
    const { actor, controlled, callsOf } = start()
    expect(callsOf('passkey')[0]?.input).toEqual({ action: 'payout' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    controlled.resolve('passkey', { required: true, token: 't1' })
    await flush()
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmed', token: 't1' })
  })

  it('a user without a passkey has nothing to confirm', async () => {
    const { actor, controlled } = start()
    controlled.resolve('passkey', { required: false })
    await flush()
    expect(actor.getSnapshot().output).toEqual({ kind: 'notRequired' })
  })

  it('a failed prompt says why, and Try again asks the passkey again', async () => {
    const { actor, controlled, callsOf } = start()
    controlled.reject('passkey', { problem: 'cancelled' })
    await flush()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.problem).toBe('cancelled')
    actor.send({ type: 'retry' })
    expect(callsOf('passkey')).toHaveLength(2)
    controlled.reject('passkey', { problem: 'unknownPasskey' })
    await flush()
    expect(actor.getSnapshot().context.problem).toBe('unknownPasskey')
    // Anything else the app could not name is a failed check.
    actor.send({ type: 'retry' })
    controlled.reject('passkey', new Error('odd'))
    await flush()
    expect(actor.getSnapshot().context.problem).toBe('failed')
  })

  it('the password instead: a wrong one is said at the field and kept; the right one confirms', async () => {
    const { actor, controlled, callsOf } = start()
    controlled.reject('passkey', { problem: 'noAuthenticator' })
    await flush()
    actor.send({ type: 'usePassword' })
    actor.send({ type: 'submitPassword' })
    expect(callsOf('confirmPassword')).toHaveLength(0)
    actor.send({ type: 'change', value: 'secret1' })
    actor.send({ type: 'submitPassword' })
    expect(callsOf('confirmPassword')[0]?.input).toEqual({ action: 'payout', password: 'secret1' })
    controlled.reject('confirmPassword', failures.rejected('The password is wrong'))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({
      password: 'secret1',
      passwordError: 'The password is wrong',
    })
    actor.send({ type: 'submitPassword' })
    controlled.resolve('confirmPassword', 't2')
    await flush()
    expect(actor.getSnapshot().output).toEqual({ kind: 'confirmed', token: 't2' })
  })

  it('Cancel ends it as cancelled, from the failure or from the password', async () => {
    const first = start()
    first.controlled.reject('passkey', { problem: 'timeout' })
    await flush()
    first.actor.send({ type: 'cancel' })
    expect(first.actor.getSnapshot().output).toEqual({ kind: 'cancelled' })

    const second = start()
    second.controlled.reject('passkey', { problem: 'failed' })
    await flush()
    second.actor.send({ type: 'usePassword' })
    second.actor.send({ type: 'cancel' })
    expect(second.actor.getSnapshot().output).toEqual({ kind: 'cancelled' })
  })
})
