import { describe, expect, it } from 'vitest'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'
import { verificationMachine } from './verification.machine.ts'

const ACTORS = ['loadVerification', 'submitVerification']
const FORM = {
  pan: 'ABCDE1234F',
  fullName: 'Demo User',
  birthDate: '19900131',
  address: 'Demo Street 1',
  pin: '560001',
  city: 'Demo City',
}

async function filled() {
  const harness = startMachine(verificationMachine, ACTORS)
  harness.controlled.resolve('loadVerification', null)
  await flush()
  for (const [field, value] of Object.entries(FORM)) {
    harness.actor.send({ type: 'change', field: field as keyof typeof FORM, value })
  }
  return harness
}

describe('verification machine', () => {
  it('shows a saved record as Verified', async () => {
    const { actor, controlled } = startMachine(verificationMachine, ACTORS)
    controlled.resolve('loadVerification', { ...FORM, id: 1 })
    await flush()
    expect(actor.getSnapshot().value).toBe('verified')
    expect(actor.getSnapshot().context.record?.pan).toBe(FORM.pan)
  })

  it('edits a refused record prefilled, and reads the record again on reload', async () => {
    const { actor, controlled } = startMachine(verificationMachine, ACTORS)
    controlled.resolve('loadVerification', { ...FORM, id: 1 })
    await flush()
    actor.send({ type: 'reload' })
    expect(actor.getSnapshot().value).toBe('loading')
    controlled.resolve('loadVerification', { ...FORM, id: 1 })
    await flush()
    actor.send({ type: 'edit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context).toMatchObject(FORM)
  })

  it('shows the rule messages and keeps the typed values', async () => {
    const { actor, callsOf } = await filled()
    actor.send({ type: 'change', field: 'pan', value: 'ABC' })
    actor.send({ type: 'change', field: 'pin', value: '56' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      pan: 'Invalid PAN',
      pin: 'PIN must be exactly 6 digits',
    })
    expect(actor.getSnapshot().context.city).toBe('Demo City')
    expect(callsOf('submitVerification')).toHaveLength(0)
  })

  it('success toasts and reloads to the Verified view; a double tap submits once', async () => {
    const { actor, controlled, emitted, callsOf } = await filled()
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(callsOf('submitVerification')).toEqual([expect.objectContaining({ input: FORM })])
    controlled.resolve('submitVerification', 'Submitted')
    await flush()
    controlled.resolve('loadVerification', { ...FORM, id: 2 })
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Submitted' }])
    expect(actor.getSnapshot().value).toBe('verified')
  })

  it('failure toasts the server info; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = await filled()
    actor.send({ type: 'submit' })
    controlled.reject('submitVerification', failures.rejected('PAN already used'))
    await flush()
    actor.send({ type: 'submit' })
    controlled.reject('submitVerification', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'PAN already used' }, { type: 'sessionInvalid' }])
  })
})
