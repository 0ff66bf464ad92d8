import { describe, expect, it } from 'vitest'
import { bankBindMachine } from './bank-bind.machine.ts'
import { passwordChangeMachine } from './password-change.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

// Issue 28: binding a bank and changing the password are confirmed like a withdrawal (the passkey first, the
// password instead) when the phone knows of a passkey, or when the server asks for it.

const CONFIRM_REQUIRED = {
  _tag: 'ServerRejected',
  info: 'Please confirm this with your fingerprint or your password first.',
  details: { confirm_required: true, action: 'bank' },
}

const BANK_FORM = { account: '123456789', ifsc: 'DEMO0000001', bankName: 'Demo Bank' }
const PASSWORD_FORM = { oldPassword: 'old.pass1', newPassword: 'new*pass2', confirmPassword: 'new*pass2' }

function bankBind(input?: unknown) {
  const harness = startMachine(bankBindMachine, ['bindBank', 'confirm'], input)
  for (const [field, value] of Object.entries(BANK_FORM))
    harness.actor.send({ type: 'change', field: field as keyof typeof BANK_FORM, value })
  harness.actor.send({ type: 'submit' })
  return harness
}

function passwordChange(input?: unknown) {
  const harness = startMachine(passwordChangeMachine, ['changePassword', 'confirm'], input)
  for (const [field, value] of Object.entries(PASSWORD_FORM))
    harness.actor.send({ type: 'change', field: field as keyof typeof PASSWORD_FORM, value })
  harness.actor.send({ type: 'submit' })
  return harness
}

describe('bank bind, confirmed (issue 28)', () => {
  it('a user known to have a passkey confirms first; the token goes with the binding', async () => {
    const { actor, controlled, callsOf } = bankBind({ holder: 'Demo User', confirmFirst: true })
    expect(callsOf('confirm')[0]?.input).toEqual({ action: 'bank' })
    expect(callsOf('bindBank')).toHaveLength(0)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-1' })
    await flush()
    expect(callsOf('bindBank')[0]?.input).toEqual({ ...BANK_FORM, holder: 'Demo User', confirmToken: 'ct-1' })
  })

  it('Cancel goes back to the form with everything typed, and binds nothing', async () => {
    const { actor, controlled, callsOf } = bankBind({ confirmFirst: true })
    controlled.resolve('confirm', { kind: 'cancelled' })
    await flush()
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject(BANK_FORM)
    expect(callsOf('bindBank')).toHaveLength(0)
  })

  it('a failed confirmation says why and keeps the form', async () => {
    const { actor, controlled, emitted, callsOf } = bankBind({ confirmFirst: true })
    controlled.reject('confirm', failures.rejected('Wrong password'))
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Wrong password' }])
    expect(actor.getSnapshot().context).toMatchObject(BANK_FORM)
    expect(callsOf('bindBank')).toHaveLength(0)
  })

  it('the server asks for a confirmation (a passkey made elsewhere): confirmed, then bound with the token', async () => {
    const { controlled, callsOf } = bankBind()
    expect(callsOf('bindBank')[0]?.input).not.toHaveProperty('confirmToken')
    controlled.reject('bindBank', CONFIRM_REQUIRED)
    await flush()
    expect(callsOf('confirm')).toHaveLength(1)
    controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-2' })
    await flush()
    expect(callsOf('bindBank')[1]?.input).toMatchObject({ confirmToken: 'ct-2' })
  })

  it('nothing to confirm (no passkey after all): bound without a token', async () => {
    const { controlled, callsOf } = bankBind({ confirmFirst: true })
    controlled.resolve('confirm', { kind: 'notRequired' })
    await flush()
    expect(callsOf('bindBank')[0]?.input).not.toHaveProperty('confirmToken')
  })
})

describe('password change, confirmed (issue 28)', () => {
  it('a user known to have a passkey confirms first; the token goes with the change', async () => {
    const { controlled, callsOf } = passwordChange({ confirmFirst: true })
    expect(callsOf('confirm')[0]?.input).toEqual({ action: 'password' })
    expect(callsOf('changePassword')).toHaveLength(0)
    controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-3' })
    await flush()
    expect(callsOf('changePassword')[0]?.input).toEqual({ ...PASSWORD_FORM, confirmToken: 'ct-3' })
  })

  it('Cancel keeps the values and changes nothing; a failed confirmation says why', async () => {
    const { actor, controlled, emitted, callsOf } = passwordChange({ confirmFirst: true })
    controlled.resolve('confirm', { kind: 'cancelled' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject(PASSWORD_FORM)
    actor.send({ type: 'submit' })
    controlled.reject('confirm', failures.rejected('Wrong password'))
    await flush()
    expect(emitted).toContainEqual({ type: 'toast', message: 'Wrong password' })
    expect(callsOf('changePassword')).toHaveLength(0)
  })

  it('the server asks for a confirmation: confirmed, then sent again with the token', async () => {
    const { controlled, callsOf } = passwordChange()
    controlled.reject('changePassword', { ...CONFIRM_REQUIRED, details: { confirm_required: true } })
    await flush()
    controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-4' })
    await flush()
    expect(callsOf('changePassword')[1]?.input).toMatchObject({ confirmToken: 'ct-4' })
  })
})
