import { describe, expect, it } from 'vitest'
import { passwordChangeMachine } from './password-change.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['changePassword']
const FORM = { oldPassword: 'old.pass1', newPassword: 'new*pass2', confirmPassword: 'new*pass2' }

function filled() {
  const harness = startMachine(passwordChangeMachine, ACTORS)
  for (const [field, value] of Object.entries(FORM)) {
    harness.actor.send({ type: 'change', field: field as keyof typeof FORM, value })
  }
  return harness
}

describe('password change machine', () => {
  it('checks each field with the §5 rule', () => {
    const { actor, callsOf } = filled()
    actor.send({ type: 'change', field: 'newPassword', value: 'bad pass!' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ newPassword: 'Invalid Password' })
    expect(callsOf('changePassword')).toHaveLength(0)
  })

  it('success toasts the server info and goes back; a double tap submits once', async () => {
    const { actor, controlled, emitted, callsOf } = filled()
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(callsOf('changePassword')).toEqual([expect.objectContaining({ input: FORM })])
    controlled.resolve('changePassword', 'Password changed')
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Password changed' }, { type: 'back' }])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('failure toasts the server info and keeps the values; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = filled()
    actor.send({ type: 'submit' })
    controlled.reject('changePassword', failures.rejected('Old password is wrong'))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject(FORM)
    actor.send({ type: 'submit' })
    controlled.reject('changePassword', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Old password is wrong' }, { type: 'sessionInvalid' }])
  })
})
