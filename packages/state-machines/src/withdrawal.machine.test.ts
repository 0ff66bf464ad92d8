import { rupees } from '@mandi/domain'
import { describe, expect, it } from 'vitest'
import { flush } from './testing/controlled-actors.ts'
import { failures, startMachine } from './testing/harness.ts'
import {
  availableBalance,
  exceedsAvailable,
  withdrawalMachine,
  withdrawalTotals,
} from './withdrawal.machine.ts'

const ACTORS = ['loadBanks', 'loadFeePercent', 'loadBalances', 'createWithdrawal']
const BANK = { id: 3, bankName: 'Demo Bank', account: '12345678', holder: 'Demo User' }
const BALANCES = { balance: rupees(5000), salary: rupees(800) }

async function ready(input?: unknown) {
  const harness = startMachine(withdrawalMachine, ACTORS, input)
  harness.controlled.resolve('loadBanks', [BANK])
  await flush()
  harness.controlled.resolve('loadFeePercent', '10')
  await flush()
  harness.controlled.resolve('loadBalances', BALANCES)
  await flush()
  return harness
}

async function submitted(input?: unknown) {
  const harness = await ready(input)
  harness.actor.send({ type: 'change', value: '1000' })
  harness.actor.send({ type: 'selectBank', id: 3 })
  harness.actor.send({ type: 'submit' })
  return harness
}

const keyOf = (call: { input: unknown } | undefined) =>
  (call?.input as { idempotencyKey?: string } | undefined)?.idempotencyKey

describe('withdrawal machine', () => {
  it('with no bank bound: the alert, then /bind_card', async () => {
    const { actor, controlled, emitted } = startMachine(withdrawalMachine, ACTORS)
    controlled.resolve('loadBanks', [])
    await flush()
    expect(emitted).toEqual([
      { type: 'alert', message: 'Please bind a withdrawal bank card first' },
      { type: 'navigate', to: '/bind_card' },
    ])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('shows the balance or the salary balance by tab', async () => {
    const { actor } = await ready()
    expect(availableBalance(actor.getSnapshot().context)).toBe(rupees(5000))
    actor.send({ type: 'tab', tab: 'salary' })
    expect(availableBalance(actor.getSnapshot().context)).toBe(rupees(800))
  })

  it('a failed load toasts the fixed message and can be retried', async () => {
    const { actor, controlled, emitted, callsOf } = startMachine(withdrawalMachine, ACTORS)
    controlled.reject('loadBanks', failures.network)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Request failed. Please try again.' }])
    actor.send({ type: 'retry' })
    expect(callsOf('loadBanks')).toHaveLength(2)
  })

  it('quotes the fee from payout_fee and validates amount and bank', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors).toEqual({
      amount: 'Invalid Amount',
      bank: 'Please select a bank account',
    })
    expect(callsOf('createWithdrawal')).toHaveLength(0)
    actor.send({ type: 'change', value: '1000' })
    expect(withdrawalTotals(actor.getSnapshot().context)).toEqual({
      amount: rupees(1000),
      fee: rupees(100),
      total: rupees(1100),
    })
  })

  it('success on the Salary tab sends tp 1, keeps the receipt as the result, clears the amount and reloads balances', async () => {
    const { actor, controlled, emitted, callsOf } = await ready({ tab: 'salary' })
    actor.send({ type: 'change', value: '500' })
    actor.send({ type: 'selectBank', id: 3 })
    actor.send({ type: 'submit' })
    expect(callsOf('createWithdrawal')[0]?.input).toMatchObject({ amount: rupees(500), bankId: 3, source: 1 })
    controlled.resolve('createWithdrawal', {
      info: 'Submitted',
      orderNumber: 'W1',
      amount: rupees(500),
      fee: rupees(50),
    })
    await flush()
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().context.result).toEqual({
      source: 'salary',
      info: 'Submitted',
      orderNumber: 'W1',
      amount: rupees(500),
      fee: rupees(50),
    })
    expect(actor.getSnapshot().value).toBe('loadingBalances')
    expect(actor.getSnapshot().context.amountText).toBe('')
    expect(callsOf('loadBalances')).toHaveLength(2)
  })

  it('takes a tab tap while loading, and typing, a bank pick and a tab tap while the balances refresh after a withdrawal', async () => {
    const first = startMachine(withdrawalMachine, ACTORS)
    first.actor.send({ type: 'tab', tab: 'salary' })
    expect(first.actor.getSnapshot().context.tab).toBe('salary')

    const { actor, controlled } = await submitted()
    controlled.resolve('createWithdrawal', { info: 'Submitted' })
    await flush()
    expect(actor.getSnapshot().value).toBe('loadingBalances')
    actor.send({ type: 'change', value: '700' })
    actor.send({ type: 'selectBank', id: 3 })
    actor.send({ type: 'tab', tab: 'salary' })
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '700', bankId: 3, tab: 'salary' })
    controlled.resolve('loadBalances', BALANCES)
    await flush()
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '700', bankId: 3, tab: 'salary' })
  })

  it('a tab switch while the withdrawal is in flight is taken, and the result names the purse it was sent from', async () => {
    const { actor, controlled, callsOf } = await submitted()
    expect(callsOf('createWithdrawal')[0]?.input).toMatchObject({ source: 0 })
    actor.send({ type: 'tab', tab: 'salary' })
    expect(actor.getSnapshot().context.tab).toBe('salary')
    controlled.resolve('createWithdrawal', { info: 'Submitted', amount: rupees(1000) })
    await flush()
    expect(actor.getSnapshot().context.result).toMatchObject({ source: 'balance', amount: rupees(1000) })
    expect(actor.getSnapshot().context.tab).toBe('salary')
  })

  it('failure shows the server info; a failed request the fixed toast; the amount is kept', async () => {
    const { actor, controlled, emitted } = await submitted()
    controlled.reject('createWithdrawal', failures.rejected('Withdrawals open 7 to 9 am'))
    await flush()
    actor.send({ type: 'submit' })
    controlled.reject('createWithdrawal', failures.network)
    await flush()
    expect(emitted).toEqual([
      { type: 'toast', message: 'Withdrawals open 7 to 9 am' },
      { type: 'toast', message: 'Request failed. Please try again.' },
    ])
    expect(actor.getSnapshot().context.amountText).toBe('1000')
  })

  it('status 3 emits sessionInvalid', async () => {
    const { controlled, emitted } = await submitted()
    controlled.reject('createWithdrawal', failures.sessionInvalid)
    await flush()
    expect(emitted).toEqual([{ type: 'sessionInvalid' }])
  })

  it('a double tap sends once; the retry after a time-out reuses the key; a new amount gets a new key', async () => {
    const { actor, controlled, callsOf } = await submitted()
    actor.send({ type: 'submit' })
    expect(callsOf('createWithdrawal')).toHaveLength(1)
    controlled.reject('createWithdrawal', failures.timeout)
    await flush()
    actor.send({ type: 'submit' })
    expect(keyOf(callsOf('createWithdrawal')[1])).toBe(keyOf(callsOf('createWithdrawal')[0]))
    controlled.reject('createWithdrawal', failures.timeout)
    await flush()
    actor.send({ type: 'change', value: '2000' })
    actor.send({ type: 'submit' })
    expect(keyOf(callsOf('createWithdrawal')[2])).not.toBe(keyOf(callsOf('createWithdrawal')[0]))
  })

  it('an answer after the screen was left changes nothing', async () => {
    const { actor, controlled, emitted } = await submitted()
    actor.stop()
    controlled.resolve('createWithdrawal', { info: 'late' })
    await flush()
    expect(emitted).toEqual([])
    expect(actor.getSnapshot().value).toEqual({ ready: 'submitting' })
  })

  it('a garbled answer is an unknown outcome: the time-out toast, the amount kept, the retry reuses the key', async () => {
    const { actor, controlled, emitted, callsOf } = await submitted()
    controlled.reject('createWithdrawal', failures.decode)
    await flush()
    expect(emitted).toEqual([{ type: 'toast', message: 'Request failed. Please try again.' }])
    expect(actor.getSnapshot().context.amountText).toBe('1000')
    actor.send({ type: 'submit' })
    expect(callsOf('createWithdrawal')).toHaveLength(2)
    expect(keyOf(callsOf('createWithdrawal')[1])).toBe(keyOf(callsOf('createWithdrawal')[0]))
  })

  it('a success without a receipt keeps what is known: the requested amount, no reference, no fee; dismissing clears it', async () => {
    const { actor, controlled } = await submitted()
    controlled.resolve('createWithdrawal', { info: '' })
    await flush()
    expect(actor.getSnapshot().context.result).toEqual({
      source: 'balance',
      info: 'Success',
      orderNumber: null,
      amount: rupees(1000),
      fee: null,
    })
    controlled.resolve('loadBalances', BALANCES)
    await flush()
    expect(actor.getSnapshot().context.result).not.toBeNull()
    actor.send({ type: 'dismissResult' })
    expect(actor.getSnapshot().context.result).toBeNull()
  })

  it('flags an amount whose amount plus fee is more than the tab balance, and does not send it', async () => {
    const { actor, callsOf } = await ready()
    actor.send({ type: 'selectBank', id: 3 })
    // 4545 + 10% = 4999.50 fits ₹5,000; 4546 + 10% = 5000.60 does not.
    actor.send({ type: 'change', value: '4545' })
    expect(exceedsAvailable(actor.getSnapshot().context)).toBe(false)
    actor.send({ type: 'change', value: '4546' })
    expect(exceedsAvailable(actor.getSnapshot().context)).toBe(true)
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'Insufficient balance' })
    expect(callsOf('createWithdrawal')).toHaveLength(0)
    // The Salary tab compares with the salary balance (₹800): 700 + 70 fits, 800 + 80 does not.
    actor.send({ type: 'tab', tab: 'salary' })
    actor.send({ type: 'change', value: '800' })
    expect(exceedsAvailable(actor.getSnapshot().context)).toBe(true)
    actor.send({ type: 'change', value: '700' })
    expect(exceedsAvailable(actor.getSnapshot().context)).toBe(false)
    actor.send({ type: 'submit' })
    expect(callsOf('createWithdrawal')[0]?.input).toMatchObject({ amount: rupees(700), source: 1 })
  })

  describe('confirmed with the passkey (issue 28)', () => {
    const CONFIRMING = ['loadBanks', 'loadFeePercent', 'loadBalances', 'createWithdrawal', 'confirm']
    async function readyWith(input: unknown) {
      const harness = startMachine(withdrawalMachine, CONFIRMING, input)
      harness.controlled.resolve('loadBanks', [BANK])
      await flush()
      harness.controlled.resolve('loadFeePercent', '10')
      await flush()
      harness.controlled.resolve('loadBalances', BALANCES)
      await flush()
      harness.actor.send({ type: 'change', value: '1000' })
      harness.actor.send({ type: 'selectBank', id: 3 })
      harness.actor.send({ type: 'submit' })
      return harness
    }

    it('a user known to have a passkey confirms first; the token goes with the withdrawal', async () => {
      const { actor, controlled, callsOf } = await readyWith({ confirmFirst: true })
      expect(callsOf('confirm')[0]?.input).toEqual({ action: 'payout' })
      expect(callsOf('createWithdrawal')).toHaveLength(0)
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-1' })
      await flush()
      expect(callsOf('createWithdrawal')[0]?.input).toMatchObject({
        amount: rupees(1000),
        confirmToken: 'ct-1',
      })
    })

    it('Cancel goes back to the form with everything typed, and sends nothing', async () => {
      const { actor, controlled, callsOf } = await readyWith({ confirmFirst: true })
      controlled.resolve('confirm', { kind: 'cancelled' })
      await flush()
      expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true)
      expect(actor.getSnapshot().context).toMatchObject({ amountText: '1000', bankId: 3 })
      expect(callsOf('createWithdrawal')).toHaveLength(0)
    })

    it('the server asks for a confirmation (a passkey made elsewhere): confirmed, sent again under a new key', async () => {
      const { controlled, callsOf } = await readyWith(undefined)
      const first = callsOf('createWithdrawal')[0]
      expect(first?.input).not.toHaveProperty('confirmToken')
      controlled.reject('createWithdrawal', {
        _tag: 'ServerRejected',
        info: 'Please confirm this with your fingerprint or your password first.',
        details: { confirm_required: true, action: 'payout' },
      })
      await flush()
      expect(callsOf('confirm')).toHaveLength(1)
      controlled.resolve('confirm', { kind: 'confirmed', token: 'ct-2' })
      await flush()
      const second = callsOf('createWithdrawal')[1]
      expect(second?.input).toMatchObject({ confirmToken: 'ct-2' })
      expect(keyOf(second)).not.toBe(keyOf(first))
    })

    it('each confirmation the server asks for gets a key of its own (two withdrawals in one page load)', async () => {
      const confirmedKey = async () => {
        const { controlled, callsOf } = await readyWith(undefined)
        controlled.reject('createWithdrawal', {
          _tag: 'ServerRejected',
          info: 'Please confirm this with your fingerprint or your password first.',
          details: { confirm_required: true, action: 'payout' },
        })
        await flush()
        controlled.resolve('confirm', { kind: 'confirmed', token: 'ct' })
        await flush()
        return keyOf(callsOf('createWithdrawal')[1])
      }
      const first = await confirmedKey()
      const second = await confirmedKey()
      expect(first).toEqual(expect.any(String))
      expect(second).not.toBe(first)
    })

    it('nothing to confirm (no passkey after all): sent without a token', async () => {
      const { controlled, callsOf } = await readyWith({ confirmFirst: true })
      controlled.resolve('confirm', { kind: 'notRequired' })
      await flush()
      expect(callsOf('createWithdrawal')[0]?.input).not.toHaveProperty('confirmToken')
    })
  })
})
