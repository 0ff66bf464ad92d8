import { describe, expect, it } from 'vitest'
import {
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  type StateValue,
} from 'xstate'
import { bankBindMachine } from './bank-bind.machine.ts'
import { bankUpdateMachine } from './bank-update.machine.ts'
import { bitProInvestMachine } from './bit-pro-invest.machine.ts'
import { depositMachine } from './deposit.machine.ts'
import { forgotPasswordMachine } from './forgot-password.machine.ts'
import { loginMachine } from './login.machine.ts'
import { miningOrderMachine } from './mining-order.machine.ts'
import { passwordChangeMachine } from './password-change.machine.ts'
import { productTradeMachine } from './product-trade.machine.ts'
import { registrationMachine } from './registration.machine.ts'
import { verificationMachine } from './verification.machine.ts'
import { withdrawalMachine } from './withdrawal.machine.ts'

/**
 * The rule of every form (issue 17): no keystroke is silently dropped. A machine either takes an edit, or is
 * tagged 'busy', which the screen turns into a read-only form (ui-kit `Form busy`). This walks every state of
 * each form machine (every combination of its parallel regions) and checks that no state shows the form,
 * ignores the form's edits and is not 'busy'. `noForm` lists the states whose screen shows no form at all.
 */
interface FormMachine {
  readonly name: string
  readonly machine: AnyStateMachine
  readonly input?: unknown
  /** The user's edits of the form shown in this state. */
  readonly edits: (matches: (value: StateValue) => boolean) => readonly EventObject[]
  readonly noForm?: (matches: (value: StateValue) => boolean) => boolean
}

const change = (field: string, value = '1') => ({ type: 'change', field, value })

const FORMS: readonly FormMachine[] = [
  { name: 'login', machine: loginMachine, edits: () => [change('id'), change('password')] },
  {
    name: 'registration',
    machine: registrationMachine,
    input: {},
    edits: (matches) =>
      matches('step2') ? [change('otp')] : matches('step1') ? [change('mobile')] : [change('email')],
  },
  { name: 'forgot password', machine: forgotPasswordMachine, edits: () => [change('mobile'), change('otp')] },
  { name: 'bank bind', machine: bankBindMachine, edits: () => [change('account'), change('ifsc')] },
  {
    name: 'bank update',
    machine: bankUpdateMachine,
    input: { bank: { id: 1 } },
    edits: () => [change('account'), change('otp')],
  },
  {
    name: 'verification',
    machine: verificationMachine,
    edits: () => [change('pan'), change('city')],
    noForm: (matches) => matches('verified'),
  },
  { name: 'password change', machine: passwordChangeMachine, edits: () => [change('newPassword')] },
  {
    name: 'withdrawal',
    machine: withdrawalMachine,
    edits: () => [
      { type: 'change', value: '600' },
      { type: 'selectBank', id: 1 },
    ],
    // The load failed (Retry is shown), or no bank is bound (the screen leaves for /bind_card).
    noForm: (matches) => matches('failed') || matches('noBank'),
  },
  {
    name: 'deposit',
    machine: depositMachine,
    input: { userCode: '7' },
    // The channel popup is modal: the amount behind it cannot be reached, its own edit is the channel pick.
    edits: (matches) =>
      matches('channelPopup')
        ? [{ type: 'selectChannel', id: 2 }]
        : [
            { type: 'change', value: '700' },
            { type: 'pick', amount: 70_000 },
          ],
  },
  {
    name: 'BIT Pro invest',
    machine: bitProInvestMachine,
    edits: () => [
      { type: 'change', value: '6000' },
      { type: 'pick', amount: 600_000 },
    ],
    // The BUY popup is closed: its field is not on screen.
    noForm: (matches) => matches({ buy: 'closed' }),
  },
  {
    name: 'product popup',
    machine: productTradeMachine,
    input: { productId: 7, price: 10_000 },
    // The quantity field and Max (the stepper's buttons are bounded by the maximum, so not always usable).
    edits: () => [{ type: 'setQuantity', value: '2' }, { type: 'setMax' }],
    // The popup is shown only while open: before, while the wallet loads, and under the result popup it is not.
    noForm: (matches) => !matches('open'),
  },
  {
    name: '/buy (mining order)',
    machine: miningOrderMachine,
    input: { miningId: 1 },
    edits: () => [{ type: 'change', value: '2' }],
    // The plan is loading: the screen shows a skeleton, not the form.
    noForm: (matches) => matches('loadingPlan'),
  },
]

/**
 * Every state value the machine can rest in: one atomic state per compound node, all regions of a parallel
 * one. A state left at once by an eventless (`always`) transition is never at rest, so it is left out.
 */
function stateValuesOf(node: AnyStateNode): StateValue[] {
  const children = (Object.values(node.states) as AnyStateNode[]).filter((child) => !child.always?.length)
  if (children.length === 0) return []
  if (node.type === 'parallel') {
    let combos: Record<string, StateValue>[] = [{}]
    for (const child of children) {
      const values = stateValuesOf(child)
      const options: StateValue[] = values.length ? values : [{}]
      combos = combos.flatMap((combo) =>
        options.map((value) => ({ ...combo, [child.key]: value }) as Record<string, StateValue>),
      )
    }
    return combos
  }
  return children.flatMap((child): StateValue[] => {
    const inner = stateValuesOf(child)
    return inner.length ? inner.map((value) => ({ [child.key]: value })) : [child.key]
  })
}

describe('no edit is silently dropped: each form machine takes it or is busy (read-only form)', () => {
  for (const form of FORMS) {
    it(form.name, () => {
      const context = createActor(form.machine, { input: form.input } as never).getSnapshot().context
      const values = stateValuesOf(form.machine.root)
      expect(values.length).toBeGreaterThan(1)
      const dropped: string[] = []
      let busy = 0
      for (const value of values) {
        const snapshot = form.machine.resolveState({ value, context })
        const matches = (state: StateValue) => snapshot.matches(state as never)
        if (snapshot.hasTag('busy')) {
          busy += 1
          continue
        }
        if (form.noForm?.(matches)) continue
        for (const edit of form.edits(matches)) {
          if (!snapshot.can(edit as never))
            dropped.push(`${JSON.stringify(value)} drops ${JSON.stringify(edit)}`)
        }
      }
      expect(dropped).toEqual([])
      // Each form has a request in flight at some point, shown read-only.
      expect(busy).toBeGreaterThan(0)
    })
  }
})
