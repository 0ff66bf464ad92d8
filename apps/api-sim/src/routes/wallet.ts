import { DEPOSIT_AMOUNTS, NO_BANK_BOUND_MESSAGE, paiseToRupeeString } from '@mandi/domain'
import { check, int, positiveMoney, text, wholeRupees } from '../http/args.ts'
import { pageOf } from '../http/paging.ts'
import type { Call, Router } from '../http/router.ts'
import { fail, money, ok, timestamp } from '../http/wire.ts'
import { requireConfirmation } from '../passkeys/confirmations.ts'
import { CHANNELS, createDeposit, createWithdrawal, DEMO_COLLECTION_ACCOUNT } from '../services/wallet.ts'
import { PAY_LINK_TTL_MS, payLinkUrlUntil } from '../web/pay-link.ts'
import { type DepositRow, depositRecord, type WithdrawalRow, withdrawalRecord } from './wallet-records.ts'

/** Largest single deposit: the amount field takes at most 10 digits (§5). */
const MAX_DEPOSIT = 99_999_999_99

export function walletRoutes(r: Router): void {
  r.get('pay/bank', () => ok(DEMO_COLLECTION_ACCOUNT))

  r.get('pay/channel', () => ok(CHANNELS.map(({ id, title }) => ({ id, title }))))

  r.get('pay/limit', () => ok(DEPOSIT_AMOUNTS.map((a) => paiseToRupeeString(a))))

  r.post(
    'pay/create',
    ({ sim, userId, args, origin }) => {
      const amount = positiveMoney(args, 'amount', 'Please enter a valid amount')
      check('deposit.amount', text(args, 'amount'))
      if (amount > MAX_DEPOSIT) return fail('Invalid Amount')
      const channelId = int(args, 'payin_channel_id', 1, 1e9, 'Please select a payment method')
      const channel = CHANNELS.find((c) => c.id === channelId)
      if (!channel) return fail('Please select a payment method')
      const tp = text(args, 'tp') === '1' || channel.manual ? 1 : 0
      const now = sim.clock.now()
      const order = createDeposit(sim.db, userId, amount, channelId, now)
      // A channel deposit links to the payment page with a signed link that expires (web/pay-link.ts); pay/list
      // gives the same link while it works.
      const link = () => payLinkUrlUntil(sim, origin, order, userId, now + PAY_LINK_TTL_MS)
      return ok({ tp, url: tp === 1 ? order : link() })
    },
    { idempotent: true },
  )

  r.get('pay/list', ({ sim, userId, origin, args }) => {
    const page = pageOf(args)
    return ok(
      (
        sim.db
          .prepare(
            'SELECT * FROM deposits WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
          )
          .all(userId, page.limit, page.offset) as DepositRow[]
      ).map((row) => depositRecord(sim, origin, row)),
    )
  })

  const withdrawals = (tp: number) => (call: Call) => {
    const page = pageOf(call.args)
    return ok(
      (
        call.sim.db
          .prepare(
            'SELECT * FROM withdrawals WHERE user_id = ? AND tp = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
          )
          .all(call.userId, tp, page.limit, page.offset) as WithdrawalRow[]
      ).map(withdrawalRecord),
    )
  }
  r.get('payout/list', withdrawals(0))
  r.get('payout/salary_list', withdrawals(1))

  r.post(
    'payout/create',
    (call) => {
      const { sim, userId, args } = call
      const amount = wholeRupees(args, 'amount', 'withdrawal.amount')
      const tp = text(args, 'tp') === '1' ? 1 : 0
      if (!sim.db.prepare('SELECT 1 FROM banks WHERE user_id = ?').get(userId))
        return fail(NO_BANK_BOUND_MESSAGE)
      const bankId = int(args, 'bank_id', 1, 1e9, 'Please select a bank account')
      // A user with a passkey confirms a withdrawal first (issue 28); the token is spent with the withdrawal.
      const confirmation = requireConfirmation(call, 'payout')
      const receipt = createWithdrawal(sim.db, userId, amount, bankId, tp, sim.clock.now())
      confirmation.spend()
      // An extension of §7 (status, info): the receipt, so the app can show the reference it made.
      return ok(
        { order_num: receipt.order, amount: money(receipt.amount), fee: money(receipt.fee) },
        'Withdrawal submitted',
      )
    },
    { idempotent: true },
  )

  r.get('payout/salary_log', ({ sim, userId, args }) => {
    const page = pageOf(args)
    const rows = sim.db
      .prepare(
        'SELECT amount, status, created_at FROM salary_logs WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      )
      .all(userId, page.limit, page.offset) as { amount: number; status: number; created_at: number }[]
    return ok(
      rows.map((row) => ({
        status: row.status,
        Amount: money(row.amount),
        created_at: timestamp(row.created_at),
      })),
    )
  })
}
