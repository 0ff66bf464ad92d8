import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { createActor } from 'xstate'
import { registrationMachine } from './registration.machine.ts'
import { controlledActors, flush } from './testing/controlled-actors.ts'
import type { ModelEvent } from './testing/walk-paths.ts'
import { generatePaths, replayAll, type WalkOptions } from './testing/walk-paths.ts'

const VALID = {
  name: 'Demo User',
  email: 'demo@example.com',
  password: 'secret1',
  mobile: '9000000000',
  inviteCode: '66666',
  otp: '123456',
} as const
const BAD = { email: 'demo', mobile: '98765', otp: '123' } as const
const rejected = { _tag: 'ServerRejected', info: 'Already registered' }
const networkDown = { _tag: 'NetworkError', message: 'Network down' }

const change = (field: keyof typeof VALID, value: string) => ({ type: 'change' as const, field, value })

function events(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const is = (value: unknown) => snapshot.matches(value as never)
  if (is('checkingToken')) {
    return [
      { type: 'xstate.done.actor.readToken', output: 'stored-token' },
      { type: 'xstate.done.actor.readToken', output: null },
    ]
  }
  if (is({ step0: 'editing' })) {
    return [
      change('name', VALID.name),
      change('email', VALID.email),
      change('email', BAD.email),
      change('password', VALID.password),
      { type: 'next' },
    ]
  }
  if (is({ step0: 'checkingEmail' })) {
    return [
      { type: 'xstate.done.actor.checkEmail' },
      { type: 'xstate.error.actor.checkEmail', error: rejected },
      change('email', BAD.email),
    ]
  }
  if (is({ step1: 'editing' })) {
    return [
      change('mobile', VALID.mobile),
      change('mobile', BAD.mobile),
      change('inviteCode', VALID.inviteCode),
      { type: 'back' },
      { type: 'next' },
    ]
  }
  if (is({ step1: 'checkingMobile' })) {
    return [
      { type: 'xstate.done.actor.checkMobile' },
      { type: 'xstate.error.actor.checkMobile', error: rejected },
      change('mobile', BAD.mobile),
    ]
  }
  if (is({ step1: 'sendingOtp' })) {
    return [
      { type: 'xstate.done.actor.sendOtp' },
      { type: 'xstate.error.actor.sendOtp', error: networkDown },
      change('mobile', BAD.mobile),
    ]
  }
  if (is('step2')) {
    const list: ModelEvent[] = []
    if (is({ step2: { form: 'editing' } })) {
      list.push(change('otp', VALID.otp), change('otp', BAD.otp), { type: 'submit' }, { type: 'back' })
    }
    if (is({ step2: { form: 'submitting' } })) {
      list.push({ type: 'submit' }, { type: 'xstate.done.actor.register' })
      list.push({ type: 'xstate.error.actor.register', error: rejected })
    }
    if (is({ step2: { resend: 'coolingDown' } })) {
      list.push({ type: 'xstate.after.resendTick.registration.step2.resend.coolingDown' }, { type: 'resend' })
    }
    if (is({ step2: { resend: 'ready' } })) list.push({ type: 'resend' })
    if (is({ step2: { resend: 'sending' } })) {
      list.push({ type: 'xstate.done.actor.resendOtp' })
      list.push({ type: 'xstate.error.actor.resendOtp', error: networkDown })
    }
    return list
  }
  return []
}

function fieldClass(value: string, valid: string) {
  if (value === '') return 'empty'
  return value === valid ? 'ok' : 'bad'
}

const options: WalkOptions = {
  machine: registrationMachine,
  // A two-second cool-down keeps the model finite while still exercising tick, ready and resend.
  input: { cooldownSeconds: 2 },
  actorNames: ['readToken', 'checkEmail', 'checkMobile', 'sendOtp', 'register'],
  delays: { resendTick: 1000 },
  events,
  serialize: (snapshot) => {
    const c = snapshot.context
    return JSON.stringify({
      value: snapshot.value,
      fields: (Object.keys(VALID) as (keyof typeof VALID)[]).map((f) => fieldClass(c[f], VALID[f])),
      errors: c.errors,
      resendIn: c.resendIn,
    })
  },
}

describe('registration machine, every generated path', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const paths = generatePaths(options)
  console.log(`registration: ${paths.length} paths`)

  it('generates paths to both final states', () => {
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.some((p) => p.state.matches('registered' as never))).toBe(true)
    expect(paths.some((p) => p.state.matches('redirected' as never))).toBe(true)
  })

  it('replays every generated path against the real actor', async () => {
    const failed = await replayAll(options, paths, (path, { snapshot, emitted, calls }) => {
      expect(snapshot.value).toEqual(path.state.value)
      if (snapshot.matches('registered' as never)) {
        expect(snapshot.status).toBe('done')
        expect(snapshot.output).toEqual({ to: '/login' })
        expect(emitted).toContainEqual({ type: 'navigate', to: '/login' })
        const register = calls.find((call) => call.src === 'register')
        expect(register?.input).toMatchObject({ otp: VALID.otp, mobile: VALID.mobile, email: VALID.email })
      }
      if (snapshot.matches('redirected' as never)) {
        expect(snapshot.output).toEqual({ to: '/home' })
        expect(emitted).toEqual([{ type: 'navigate', to: '/home' }])
      }
      // Step 2 is reached only through a sent OTP, so sms_otp always precedes register.
      const order = calls.map((call) => call.src)
      if (order.includes('register')) expect(order.indexOf('sendOtp')).toBeLessThan(order.indexOf('register'))
    })
    expect(failed, failed.slice(0, 3).join('\n')).toEqual([])
  }, 120_000)
})

describe('registration machine, examples', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  async function atStep2() {
    const controlled = controlledActors(options.actorNames)
    const emitted: EventObject[] = []
    const actor = createActor(registrationMachine.provide({ actors: controlled.actors as never }), {
      input: { inviteCode: VALID.inviteCode },
    })
    actor.on('*', (e: EventObject) => {
      emitted.push(e)
    })
    actor.start()
    controlled.resolve('readToken', null)
    await flush()
    for (const field of ['name', 'email', 'password', 'mobile'] as const)
      actor.send(change(field, VALID[field]))
    actor.send({ type: 'next' })
    controlled.resolve('checkEmail')
    await flush()
    actor.send({ type: 'next' })
    controlled.resolve('checkMobile')
    await flush()
    controlled.resolve('sendOtp')
    await flush()
    return { actor, controlled, emitted }
  }

  it('shows the rule messages at step 0 and keeps what was typed', async () => {
    const controlled = controlledActors(options.actorNames)
    const actor = createActor(registrationMachine.provide({ actors: controlled.actors as never }), {
      input: {},
    }).start()
    controlled.resolve('readToken', null)
    await flush()
    actor.send(change('name', 'A'))
    actor.send(change('email', BAD.email))
    actor.send({ type: 'next' })
    const { context } = actor.getSnapshot()
    expect(context.errors).toEqual({
      name: 'name too short',
      email: 'invalid email',
      password: 'password too short',
    })
    expect(context.name).toBe('A')
    expect(actor.getSnapshot().matches({ step0: 'editing' })).toBe(true)
    expect(controlled.calls.map((c) => c.src)).toEqual(['readToken'])
  })

  it('editing the e-mail during its server check cancels the check', async () => {
    const controlled = controlledActors(options.actorNames)
    const actor = createActor(registrationMachine.provide({ actors: controlled.actors as never }), {
      input: {},
    }).start()
    controlled.resolve('readToken', null)
    await flush()
    for (const field of ['name', 'email', 'password'] as const) actor.send(change(field, VALID[field]))
    actor.send({ type: 'next' })
    actor.send(change('email', 'other@example.com'))
    controlled.resolve('checkEmail')
    await flush()
    expect(actor.getSnapshot().value).toEqual({ step0: 'editing' })
    expect(actor.getSnapshot().context.email).toBe('other@example.com')
  })

  it('resend waits for the 60 s cool-down, then sends again', async () => {
    const { actor, controlled } = await atStep2()
    expect(actor.getSnapshot().context.resendIn).toBe(60)
    actor.send({ type: 'resend' })
    expect(controlled.isPending('resendOtp')).toBe(false)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(actor.getSnapshot().context.resendIn).toBe(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(actor.getSnapshot().matches({ step2: { resend: 'ready' } })).toBe(true)
    actor.send({ type: 'resend' })
    expect(controlled.isPending('resendOtp')).toBe(true)
  })

  it('a short OTP says invalid otp; a rejected submit shows the server info in a popup', async () => {
    const { actor, controlled, emitted } = await atStep2()
    actor.send(change('otp', BAD.otp))
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors.otp).toBe('invalid otp')
    actor.send(change('otp', VALID.otp))
    actor.send({ type: 'submit' })
    actor.send({ type: 'submit' })
    expect(controlled.calls.filter((c) => c.src === 'register')).toHaveLength(1)
    controlled.reject('register', rejected)
    await flush()
    expect(emitted).toContainEqual({ type: 'popup', message: 'Already registered' })
    expect(actor.getSnapshot().context.otp).toBe(VALID.otp)
  })
})
