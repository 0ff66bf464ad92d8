import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { createActor } from 'xstate'
import { bankUpdateMachine } from './bank-update.machine.ts'
import { controlledActors, flush } from './testing/controlled-actors.ts'
import { generatePaths, type ModelEvent, replayAll, type WalkOptions } from './testing/walk-paths.ts'

const BANK = { id: 7, holder: 'Demo User', account: '123456789', ifsc: 'DEMO0000001', bankName: 'Demo Bank' }
const rejected = { _tag: 'ServerRejected', info: 'Invalid code' }
const sessionInvalid = { _tag: 'SessionInvalid' }
const change = (field: string, value: string) => ({ type: 'change', field, value })

function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const is = (value: unknown) => snapshot.matches(value as never)
  if (is({ step0: 'idle' })) return [{ type: 'sendOtp' }, { type: 'submit' }]
  if (is({ step0: 'sendingOtp' })) {
    return [
      { type: 'sendOtp' },
      { type: 'xstate.done.actor.sendBankOtp', output: 'OTP sent' },
      { type: 'xstate.error.actor.sendBankOtp', error: rejected },
      { type: 'xstate.error.actor.sendBankOtp', error: sessionInvalid },
    ]
  }
  if (is({ step1: 'editing' })) {
    return [
      change('otp', '123456'),
      change('otp', '12a'),
      change('account', '12ab'),
      change('account', BANK.account),
      { type: 'submit' },
      { type: 'sendOtp' },
    ]
  }
  if (is({ step1: 'updating' })) {
    return [
      { type: 'submit' },
      { type: 'xstate.done.actor.updateBank', output: 'Bank updated' },
      { type: 'xstate.error.actor.updateBank', error: rejected },
    ]
  }
  if (is('returning')) return [{ type: 'submit' }, { type: 'xstate.after.returnDelay.bankUpdate.returning' }]
  return []
}

const options: WalkOptions = {
  machine: bankUpdateMachine,
  input: { bank: BANK },
  actorNames: ['sendBankOtp', 'updateBank'],
  delays: { returnDelay: 1500 },
  events,
  serialize: ({ value, context: c }) =>
    JSON.stringify({
      value,
      otp: c.otp === '' ? 'empty' : c.otp === '123456' ? 'ok' : 'bad',
      account: c.account === BANK.account ? 'ok' : 'bad',
      errors: c.errors,
    }),
}

describe('bank update machine, every generated path', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const paths = generatePaths(options)
  console.log(`bank-update: ${paths.length} paths`)

  it('generates paths through both steps to the return', () => {
    expect(paths.some((p) => p.state.matches('done' as never))).toBe(true)
    expect(paths.some((p) => p.state.matches('returning' as never))).toBe(true)
  })

  it('replays every generated path against the real actor', async () => {
    const failed = await replayAll(options, paths, (path, { snapshot, emitted, calls }) => {
      expect(snapshot.value).toEqual(path.state.value)
      const otpCalls = calls.filter((c) => c.src === 'sendBankOtp')
      if (snapshot.matches('step1' as never)) {
        // Step 1 is reached only through a status-1 OTP answer.
        expect(otpCalls.length).toBeGreaterThan(0)
        expect(emitted).toContainEqual({ type: 'toast', message: 'OTP sent' })
      }
      if (snapshot.matches('returning' as never)) expect(emitted).not.toContainEqual({ type: 'back' })
      if (snapshot.matches('done' as never)) {
        expect(emitted.at(-2)).toEqual({ type: 'toast', message: 'Bank updated' })
        expect(emitted.at(-1)).toEqual({ type: 'back' })
        expect(calls.at(-1)?.input).toEqual({ ...BANK, otp: '123456' })
      }
      const last = path.steps.at(-1)?.event
      if (last?.type === 'xstate.error.actor.sendBankOtp') {
        const error = (last as unknown as { error: { _tag: string } }).error
        expect(emitted.at(-1)).toEqual(
          error._tag === 'SessionInvalid'
            ? { type: 'sessionInvalid' }
            : { type: 'toast', message: 'Invalid code' },
        )
      }
    })
    expect(failed, failed.slice(0, 3).join('\n')).toEqual([])
  }, 120_000)
})

describe('bank update machine, examples', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows every §5 message and caps lengths at 20/20/11/20/6', async () => {
    const controlled = controlledActors(options.actorNames)
    const actor = createActor(bankUpdateMachine.provide({ actors: controlled.actors as never }), {
      input: { bank: { id: 1 } },
    }).start()
    actor.send({ type: 'sendOtp' })
    controlled.resolve('sendBankOtp', 'sent')
    await flush()
    actor.send({ type: 'change', field: 'ifsc', value: 'ABCDEFGHIJKLMNOP' })
    actor.send({ type: 'change', field: 'otp', value: '12345678' })
    expect(actor.getSnapshot().context).toMatchObject({ ifsc: 'ABCDEFGHIJK', otp: '123456' })
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      holder: 'Invalid Bank Account Holder Name',
      account: 'Invalid Bank Account Number',
      bankName: 'Invalid Bank Name',
    })
  })

  it('goes back only 1.5 s after success, and a stopped flow ignores a late answer', async () => {
    const controlled = controlledActors(options.actorNames)
    const emitted: ModelEvent[] = []
    const actor = createActor(bankUpdateMachine.provide({ actors: controlled.actors as never }), {
      input: { bank: BANK },
    })
    actor.on('*', (e: ModelEvent) => {
      emitted.push(e)
    })
    actor.start()
    actor.send({ type: 'sendOtp' })
    controlled.resolve('sendBankOtp', 'sent')
    await flush()
    actor.send(change('otp', '123456') as never)
    actor.send({ type: 'submit' })
    controlled.resolve('updateBank', 'ok')
    await flush()
    await vi.advanceTimersByTimeAsync(1499)
    expect(emitted).not.toContainEqual({ type: 'back' })
    await vi.advanceTimersByTimeAsync(1)
    expect(emitted.at(-1)).toEqual({ type: 'back' })

    const second = createActor(bankUpdateMachine.provide({ actors: controlled.actors as never }), {
      input: { bank: BANK },
    }).start()
    second.send({ type: 'sendOtp' })
    second.stop()
    controlled.resolve('sendBankOtp', 'late')
    await flush()
    expect(second.getSnapshot().value).toEqual({ step0: 'sendingOtp' })
  })

  it('confirms with the passkey first when the phone knows of one (issue 28); Cancel keeps the form', async () => {
    const controlled = controlledActors([...options.actorNames, 'confirm'])
    const actor = createActor(bankUpdateMachine.provide({ actors: controlled.actors as never }), {
      input: { bank: BANK, confirmFirst: true },
    }).start()
    actor.send({ type: 'sendOtp' })
    controlled.resolve('sendBankOtp', 'sent')
    await flush()
    actor.send(change('otp', '123456') as never)
    actor.send({ type: 'submit' })
    expect(controlled.calls.filter((c) => c.src === 'confirm')[0]?.input).toEqual({ action: 'bank' })
    controlled.resolve('confirm', { kind: 'cancelled' })
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ otp: '123456', account: BANK.account })
    expect(controlled.calls.filter((c) => c.src === 'updateBank')).toHaveLength(0)
    actor.send({ type: 'submit' })
    controlled.reject('confirm', rejected)
    await flush()
    expect(controlled.calls.filter((c) => c.src === 'updateBank')).toHaveLength(0)
    actor.send({ type: 'submit' })
    controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-5' })
    await flush()
    expect(controlled.calls.filter((c) => c.src === 'updateBank')[0]?.input).toMatchObject({
      confirmToken: 'ct-5',
    })
  })
})
