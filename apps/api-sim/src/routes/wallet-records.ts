import { money, timestamp } from '../http/wire.ts'
import { CHANNELS } from '../services/wallet.ts'
import type { Sim } from '../sim.ts'
import { PAY_LINK_TTL_MS, payLinkUrlUntil } from '../web/pay-link.ts'

/**
 * pay/list, payout/list and payout/salary_list records: §3's four fields, and the back office's extension
 * fields (CONTRACT.md, "Back office"), so the app can say where each order is and what to do next.
 */

export interface DepositRow {
  user_id: number
  order_num: string
  status: number
  created_at: number
  amount: number
  channel_id: number
  stage: string
  utr: string
  settled_at: number | null
  reason: string
  reason_code: string
}

export interface WithdrawalRow {
  order_num: string
  status: number
  created_at: number
  amount: number
  fee: number
  settled_at: number | null
  reason: string
  reason_code: string
}

const when = (ms: number | null) => (ms === null ? null : timestamp(ms))

/**
 * A deposit record. `tp` 1 is a bank transfer (its page is /bank_transfer), 0 a channel order; `pay_url` is the
 * channel order's payment link while it can still be paid (the same link pay/create answered, valid until
 * `pay_until`), '' otherwise.
 */
export function depositRecord(sim: Sim, origin: string, row: DepositRow) {
  const manual = CHANNELS.some((channel) => channel.id === row.channel_id && channel.manual)
  const payUntil = row.created_at + PAY_LINK_TTL_MS
  const payable = !manual && row.status === 0 && row.stage === 'unpaid' && sim.clock.now() < payUntil
  return {
    order_num: row.order_num,
    status: row.status,
    created_at: timestamp(row.created_at),
    amount: money(row.amount),
    tp: manual ? 1 : 0,
    stage: row.stage,
    utr: row.utr,
    reason: row.reason,
    reason_code: row.reason_code,
    settled_at: when(row.settled_at),
    pay_url: payable ? payLinkUrlUntil(sim, origin, row.order_num, row.user_id, payUntil) : '',
    pay_until: manual ? null : timestamp(payUntil),
  }
}

/** A withdrawal record: also the fee, and when and why it was settled (a refund's reason). */
export function withdrawalRecord(row: WithdrawalRow) {
  return {
    order_num: row.order_num,
    status: row.status,
    created_at: timestamp(row.created_at),
    amount: money(row.amount),
    fee: money(row.fee),
    settled_at: when(row.settled_at),
    reason: row.reason,
    reason_code: row.reason_code,
  }
}
