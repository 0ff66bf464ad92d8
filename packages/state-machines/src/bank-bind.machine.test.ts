import { describe, expect, it } from 'vitest'
import { bankBindMachine } from './bank-bind.machine.ts'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'

const ACTORS = ['bindBank']
const FORM = { account: '123456789', ifsc: 'DEMO0000001', bankName: 'Demo Bank' }

function filled(input?: unknown) {
  const harness = startMachine(bankBindMachine, ACTORS, input)
  for (const [field, value] of Object.entries(FORM)) {
    harness.actor.send({ type: 'change', field: field as keyof typeof FORM, value })
  }
  return harness
}

describe('bank bind machine', () => {
  it('prefills and locks the holder on first binding; caps account 20, IFSC 11, bank name 20', () => {
    const { actor } = filled({ holder: 'Demo User' })
    actor.send({ type: 'change', field: 'holder', value: 'Someone Else' })
    actor.send({ type: 'change', field: 'ifsc', value: 'DEMO00000012345' })
    actor.send({ type: 'change', field: 'account', value: '1'.repeat(25) })
    expect(actor.getSnapshot().context).toMatchObject({
      holder: 'Demo User',
      holderLocked: true,
      ifsc: 'DEMO0000001',
      account: '1'.repeat(20),
    })
  })

  it('requires account, IFSC and bank name', () => {
    const { actor, callsOf } = startMachine(bankBindMachine, ACTORS)
    actor.send({ type: 'submit' })
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['account', 'bankName', 'ifsc'])
    expect(callsOf('bindBank')).toHaveLength(0)
  })

  it('success toasts the server info and goes back; a double tap binds once', async () => {
    const { actor, controlled, emitted, callsOf } = filled({ holder: 'Demo User' })
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(callsOf('bindBank')).toEqual([
      expect.objectContaining({ input: { ...FORM, holder: 'Demo User' } }),
    ])
    controlled.resolve('bindBank', 'Bank bound')
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Bank bound' }, { type: 'back' }])
  })

  it('failure toasts the server info and keeps the form; status 3 emits sessionInvalid', async () => {
    const { actor, controlled, emitted } = filled()
    actor.send({ type: 'submit' })
    controlled.reject('bindBank', failures.rejected('The same account can only be bound once'))
    await flush()
    expect(actor.getSnapshot().context).toMatchObject(FORM)
    actor.send({ type: 'submit' })
    controlled.reject('bindBank', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([
      { type: 'toast', message: 'The same account can only be bound once' },
      { type: 'sessionInvalid' },
    ])
  })
})
