import { check, int, text } from '../http/args.ts'
import type { Args } from '../http/call-input.ts'
import type { Router } from '../http/router.ts'
import { fail, ok } from '../http/wire.ts'
import { checkOtp, sendOtpLimited } from '../otp.ts'
import { requireConfirmation } from '../passkeys/confirmations.ts'
import type { Sim } from '../sim.ts'

interface BankRow {
  id: number
  bank_name: string
  bank_account: string
  account_holder: string
  ifsc: string
}

/**
 * The four fields of bank/create and bank/update, checked in this order. The first binding uses the update
 * rules too: they are stricter than the first form's max lengths.
 */
function bankFields(args: Args) {
  return {
    holder: check('bankUpdate.holder', text(args, 'account_holder').trim()),
    account: check('bankUpdate.account', text(args, 'bank_account').trim()),
    ifsc: check('bankUpdate.ifsc', text(args, 'ifsc').trim().toUpperCase()),
    bankName: check('bankUpdate.bankName', text(args, 'bank_name').trim()),
  }
}

/** The bound mobile number, where a bank update's code is sent. */
function mobileOf(sim: Sim, userId: number): string {
  return (sim.db.prepare('SELECT mob FROM users WHERE id = ?').get(userId) as { mob: string }).mob
}

/** bank/create and bank/update record when (changed_at): a withdrawal within an hour of it is held (withdrawal-desk.ts). */
export function bankRoutes(r: Router): void {
  r.get('bank/list', ({ sim, userId }) =>
    ok(
      sim.db
        .prepare(
          'SELECT id, bank_name, bank_account, account_holder, ifsc FROM banks WHERE user_id = ? ORDER BY id',
        )
        .all(userId) as BankRow[],
    ),
  )

  r.post('bank/create', (call) => {
    const { sim, userId, args } = call
    const { holder, account, ifsc, bankName } = bankFields(args)
    // A user with a passkey confirms binding a bank account first (issue 28).
    const confirmation = requireConfirmation(call, 'bank')
    return sim.db.transaction(() => {
      if (sim.db.prepare('SELECT 1 FROM banks WHERE user_id = ?').get(userId)) {
        return fail('A bank account is already bound; use update instead')
      }
      if (sim.db.prepare('SELECT 1 FROM banks WHERE bank_account = ?').get(account)) {
        return fail('The same account can only be bound once')
      }
      sim.db
        .prepare(
          'INSERT INTO banks (user_id, bank_name, bank_account, account_holder, ifsc, changed_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(userId, bankName, account, holder, ifsc, sim.clock.now())
      confirmation.spend()
      return ok(undefined, 'Bank account bound')
    })()
  })

  r.post('bank/otp', ({ sim, userId, address }) => {
    sendOtpLimited(sim, address, 'bank update', mobileOf(sim, userId))
    return ok(undefined, 'OTP sent')
  })

  r.post('bank/update', (call) => {
    const { sim, userId, args, address } = call
    const id = int(args, 'id', 1, 1e9, 'Bank account not found')
    const { holder, account, ifsc, bankName } = bankFields(args)
    const code = check('bankUpdate.otp', text(args, 'code').trim())
    // Refusals that need no code come first, so a right code is spent only on an update that can be made.
    if (!sim.db.prepare('SELECT 1 FROM banks WHERE id = ? AND user_id = ?').get(id, userId)) {
      return fail('Bank account not found')
    }
    // A user with a passkey confirms a change of bank account first (issue 28), before the code is spent.
    const confirmation = requireConfirmation(call, 'bank')
    checkOtp(sim, address, 'bank update', mobileOf(sim, userId), code, 'Invalid OTP Code')
    return sim.db.transaction(() => {
      const own = sim.db.prepare('SELECT id FROM banks WHERE id = ? AND user_id = ?').get(id, userId)
      if (!own) return fail('Bank account not found')
      if (sim.db.prepare('SELECT 1 FROM banks WHERE bank_account = ? AND id != ?').get(account, id)) {
        return fail('The same account can only be bound once')
      }
      sim.db
        .prepare(
          'UPDATE banks SET bank_name = ?, bank_account = ?, account_holder = ?, ifsc = ?, changed_at = ? WHERE id = ?',
        )
        .run(bankName, account, holder, ifsc, sim.clock.now(), id)
      confirmation.spend()
      return ok(undefined, 'Bank account updated')
    })()
  })
}
