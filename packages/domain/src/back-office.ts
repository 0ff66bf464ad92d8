/**
 * What the operator's back office decides about a user's money (issue 26), as the reference server sends it:
 * a refusal carries a `reason_code` (one of these, or another an operator chose) and the `reason` in English.
 * The app says a known code in the reader's language and shows any other reason as it comes.
 */

/**
 * Why a withdrawal was refunded (status 2): the desk's hold (`bank_changed`), or an operator's finding: the
 * receiving bank sent the money back (`bank_returned`), or the account is not in the user's name
 * (`holder_mismatch`).
 */
export type WithdrawalRefusalCode = 'bank_changed' | 'bank_returned' | 'holder_mismatch'

/**
 * Why a bank transfer's UTR was not accepted: already credited to another deposit (the desk's rule), or an
 * operator's finding that no transfer with it arrived (`utr_not_found`) or that it was for another amount.
 */
export type TransferRefusalCode = 'utr_used' | 'utr_not_found' | 'amount_mismatch'

/**
 * An operator may refuse with a reason of their own (`reason_code` `other`): the app shows it as written. It
 * must say something (at least `min` characters after trimming) and stay short enough to read on a phone.
 */
export const OPERATOR_REASON_LIMITS = { min: 5, max: 300 } as const

/** An operator's own reason, trimmed, or why it cannot be sent ('short' or 'long'). */
export function checkOperatorReason(
  text: string,
):
  | { readonly ok: true; readonly reason: string }
  | { readonly ok: false; readonly problem: 'short' | 'long' } {
  const reason = text.trim()
  if (reason.length < OPERATOR_REASON_LIMITS.min) return { ok: false, problem: 'short' }
  if (reason.length > OPERATOR_REASON_LIMITS.max) return { ok: false, problem: 'long' }
  return { ok: true, reason }
}

/**
 * The safety hold of a withdrawal: one made to a bank account bound or changed within this time before it (or
 * changed after it) is refunded instead of paid.
 */
export const BANK_CHANGE_HOLD_MS = 60 * 60_000

export const WITHDRAWAL_REFUSAL_REASONS: Readonly<Record<WithdrawalRefusalCode, string>> = {
  bank_changed:
    'The bank account was added or changed less than an hour before this withdrawal, so it was not paid. The amount and the fee were returned; you can withdraw again.',
  bank_returned:
    'Your bank returned the payment (the account details did not match). The amount and the fee were returned.',
  holder_mismatch:
    'The bank account is not in the name on your Mandi account, so it was not paid. The amount and the fee were returned; withdraw to an account in your own name.',
}

export const TRANSFER_REFUSAL_REASONS: Readonly<Record<TransferRefusalCode, string>> = {
  utr_used: 'This UTR was already used for another deposit',
  utr_not_found:
    'No transfer with this UTR has reached our account. Check the UTR your bank shows and send it again.',
  amount_mismatch:
    'The transfer with this UTR was for a different amount than this order. Write to support in the app chat.',
}

/**
 * A deposit's stage (an extension of pay/list): `unpaid` waits for the payment (or, for a bank transfer, its
 * UTR), `checking` has a UTR being checked, `paid` is credited (status non-zero), `refused` had its UTR
 * refused (a new UTR may be sent), `cancelled` was cancelled by the user. Only `paid` has a non-zero status.
 */
export type DepositStage = 'unpaid' | 'checking' | 'paid' | 'refused' | 'cancelled'

const STAGES: readonly DepositStage[] = ['unpaid', 'checking', 'paid', 'refused', 'cancelled']

/**
 * The stage of a deposit record: the server's `stage` when it is one of the known ones and agrees with the
 * status (§4: non-zero is paid); otherwise what the status alone says (a server without the extension).
 */
export function depositStage(status: number, stage: unknown): DepositStage {
  if (status !== 0) return 'paid'
  return typeof stage === 'string' && STAGES.includes(stage as DepositStage) && stage !== 'paid'
    ? (stage as DepositStage)
    : 'unpaid'
}
