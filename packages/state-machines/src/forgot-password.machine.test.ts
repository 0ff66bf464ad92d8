import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { createActor } from 'xstate'
import { FORGOT_PASSWORD_BUTTON, forgotPasswordMachine } from './forgot-password.machine.ts'
import { controlledActors, flush } from './testing/controlled-actors.ts'
import { generatePaths, type ModelEvent, replayAll, type WalkOptions } from './testing/walk-paths.ts'

const VALID = { mobile: '9000000000', otp: '123456', password: 'newpass1' } as const
const BAD = { mobile: '98765', otp: '123', password: '123' } as const
const rejected = { _tag: 'ServerRejected', info: 'Wrong code' }
const timeout = { _tag: 'TimeoutError', message: 'Request timed out' }
const change = (field: keyof typeof VALID, value: string) => ({ type: 'change' as const, field, value })

function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const is = (value: unknown) => snapshot.matches(value as never)
  if (is({ step0: 'editing' })) {
    return [change('mobile', VALID.mobile), change('mobile', BAD.mobile), { type: 'sendOtp' }]
  }
  if (is({ step0: 'sending' })) {
    return [
      { type: 'sendOtp' },
      { type: 'xstate.done.actor.sendResetOtp', output: 'OTP sent to your mobile' },
      { type: 'xstate.error.actor.sendResetOtp', error: rejected },
      { type: 'xstate.error.actor.sendResetOtp', error: timeout },
    ]
  }
  if (is({ step1: 'editing' })) {
    return [
      change('otp', VALID.otp),
      change('otp', BAD.otp),
      change('password', VALID.password),
      change('password', BAD.password),
      { type: 'submit' },
      { type: 'back' },
    ]
  }
  if (is({ step1: 'resetting' })) {
    return [
      { type: 'submit' },
      { type: 'xstate.done.actor.resetPassword', output: 'Password updated' },
      { type: 'xstate.error.actor.resetPassword', error: rejected },
    ]
  }
  return []
}

const classOf = (value: string, field: keyof typeof VALID) =>
  value === '' ? 'empty' : value === VALID[field] ? 'ok' : 'bad'

const options: WalkOptions = {
  machine: forgotPasswordMachine,
  actorNames: ['sendResetOtp', 'resetPassword'],
  delays: {},
  events,
  serialize: ({ value, context: c }) =>
    JSON.stringify({
      value,
      fields: [classOf(c.mobile, 'mobile'), classOf(c.otp, 'otp'), classOf(c.password, 'password')],
      errors: c.errors,
    }),
}

describe('forgot password machine, every generated path', () => {
  const paths = generatePaths(options)
  console.log(`forgot-password: ${paths.length} paths`)

  it('generates paths that reach the reset', () => {
    expect(paths.some((p) => p.state.matches('done' as never))).toBe(true)
  })

  it('replays every generated path against the real actor', async () => {
    const failed = await replayAll(options, paths, (path, { snapshot, emitted, calls }) => {
      expect(snapshot.value).toEqual(path.state.value)
      if (snapshot.matches('step1' as never)) {
        expect(snapshot.getMeta()['forgotPassword.step1']).toEqual({ buttonLabel: 'Reset Password' })
        expect(calls[0]?.src).toBe('sendResetOtp')
      }
      if (snapshot.matches('done' as never)) {
        expect(emitted).toContainEqual({ type: 'toast', message: 'Password updated' })
        expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/login' })
        expect(calls.at(-1)).toMatchObject({ src: 'resetPassword', input: VALID })
      }
      // One tap, one request: a repeated tap while in flight never adds a call.
      const sends = calls.filter((c) => c.src === 'sendResetOtp').length
      const sendTaps = path.steps.filter(
        (s, i) => s.event.type === 'sendOtp' && wasEditing(path, i, 'step0'),
      ).length
      expect(sends).toBe(sendTaps)
    })
    expect(failed, failed.slice(0, 3).join('\n')).toEqual([])
  }, 120_000)
})

function wasEditing(path: { steps: { state: AnyMachineSnapshot }[] }, index: number, step: string) {
  const before = index === 0 ? undefined : path.steps[index - 1]?.state
  const after = path.steps[index]?.state
  return Boolean(
    before?.matches({ [step]: 'editing' } as never) && !after?.matches({ [step]: 'editing' } as never),
  )
}

describe('forgot password machine, examples', () => {
  it('cuts the OTP at 6 characters and keeps it after a failed reset', async () => {
    const controlled = controlledActors(options.actorNames)
    const emitted: ModelEvent[] = []
    const actor = createActor(forgotPasswordMachine.provide({ actors: controlled.actors as never }))
    actor.on('*', (e: ModelEvent) => {
      emitted.push(e)
    })
    actor.start()
    actor.send(change('mobile', VALID.mobile))
    actor.send({ type: 'sendOtp' })
    controlled.resolve('sendResetOtp', 'sent')
    await flush()
    actor.send(change('otp', '1234567890'))
    expect(actor.getSnapshot().context.otp).toBe('123456')
    actor.send(change('password', VALID.password))
    actor.send({ type: 'submit' })
    controlled.reject('resetPassword', rejected)
    await flush()
    expect(emitted).toContainEqual({ type: 'toast', message: 'Wrong code' })
    expect(actor.getSnapshot().context).toMatchObject({ otp: '123456', password: VALID.password })
    expect(FORGOT_PASSWORD_BUTTON.step1).toBe('Reset Password')
  })
})
