import { PAN_REFUSAL_REASONS, TRANSFER_REFUSAL_REASONS, WITHDRAWAL_REFUSAL_REASONS } from '@mandi/domain'
import type { MoneyQueue } from '../../api/schemas.ts'

/**
 * The reasons an operator may give per queue (the server accepts these and no other): the desks' known codes,
 * which the app says in the reader's language, then `other` with the operator's own words.
 */
export const REFUSAL_CHOICES: Readonly<Record<MoneyQueue, readonly string[]>> = {
  withdrawals: [...Object.keys(WITHDRAWAL_REFUSAL_REASONS), 'other'],
  transfers: [...Object.keys(TRANSFER_REFUSAL_REASONS), 'other'],
  pans: [...Object.keys(PAN_REFUSAL_REASONS), 'other'],
}

/** What approving an item is called, by queue: a withdrawal is paid, a UTR confirmed, a PAN verified. */
export const APPROVE_VERB = { withdrawals: 'pay', transfers: 'confirm', pans: 'verify' } as const
