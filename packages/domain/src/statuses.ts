import { type Paise, ZERO_PAISE } from './money.ts'

// Every mapping takes the raw wire number. Where §4 says "otherwise", any other value takes that branch;
// where it lists values only, the fallback is stated on the function.

export type TradeStatusLabel = 'Processing' | 'Profit' | 'Loss'

/** §4: 0 Processing, 1 Profit, 2 Loss. Unknown values read 'Processing': the outcome is not known yet. */
export function tradeStatusLabel(status: number): TradeStatusLabel {
  if (status === 1) return 'Profit'
  if (status === 2) return 'Loss'
  return 'Processing'
}

/** §4: the profit amount is shown only when the status is 1 (Profit), otherwise 0. */
export function displayedTradeProfit(status: number, profitAmount: Paise): Paise {
  return status === 1 ? profitAmount : ZERO_PAISE
}

/**
 * What a trade's result line shows: the profit when it won (§4's profit amount, shown only for status 1),
 * the stake lost when it lost (status 2: a lost trade pays back nothing, so its amount is what was lost;
 * docs/decisions/0063-lost-trade-shows-stake.md), and nothing while it is open.
 */
export type TradeResult =
  | { readonly kind: 'open' }
  | { readonly kind: 'profit'; readonly amount: Paise }
  | { readonly kind: 'loss'; readonly amount: Paise }

export function tradeResult(status: number, amount: Paise, profitAmount: Paise): TradeResult {
  if (status === 1) return { kind: 'profit', amount: displayedTradeProfit(status, profitAmount) }
  if (status === 2) return { kind: 'loss', amount }
  return { kind: 'open' }
}

export type TradeDirectionLabel = 'CALL' | 'PUT'

/** §4: path 0 CALL, 1 PUT; any non-zero path reads PUT, as the only other direction. */
export function tradeDirectionLabel(path: number): TradeDirectionLabel {
  return path === 0 ? 'CALL' : 'PUT'
}

export type DepositStatusLabel = 'Unpaid' | 'Success'

/** §4: 0 Unpaid, otherwise Success. */
export function depositStatusLabel(status: number): DepositStatusLabel {
  return status === 0 ? 'Unpaid' : 'Success'
}

export type WithdrawalStatusLabel = 'Pending in bank' | 'Refund' | 'Success'

/** §4: 2 Refund, 3 Success; 0, 1, 4 and any unknown value Pending in bank. Salary withdrawals too. */
export function withdrawalStatusLabel(status: number): WithdrawalStatusLabel {
  if (status === 2) return 'Refund'
  if (status === 3) return 'Success'
  return 'Pending in bank'
}

/** §4: salary withdrawals map exactly like withdrawals. */
export const salaryWithdrawalStatusLabel = withdrawalStatusLabel

export type BitProStatusLabel = 'Active' | 'Stop' | 'Ended'

/** BIT Pro status 2: the term ended and the back office returned the principal (an extension of §4). */
export const BIT_PRO_ENDED_STATUS = 2

/**
 * §4: 0 Active, non-zero Stop. Of the non-zero ones, 2 reads Ended: the term is over, not stopped early
 * (CONTRACT.md, "BIT Pro terms").
 */
export function bitProStatusLabel(status: number): BitProStatusLabel {
  if (status === 0) return 'Active'
  return status === BIT_PRO_ENDED_STATUS ? 'Ended' : 'Stop'
}

/** §3: kyc_status 2 means verified. */
export const KYC_VERIFIED_STATUS = 2

export type KycLabel = 'Verified' | 'Not Verified'

export function isKycVerified(kycStatus: number): boolean {
  return kycStatus === KYC_VERIFIED_STATUS
}

/** §4: kyc_status 2 Verified, otherwise Not Verified. */
export function kycLabel(kycStatus: number): KycLabel {
  return isKycVerified(kycStatus) ? 'Verified' : 'Not Verified'
}

/** kyc_status 1: a verification was sent and waits for the review. */
export const KYC_WAITING_STATUS = 1
/** kyc_status 3 (an extension, CONTRACT.md): the review refused it; the user may send it again. */
export const KYC_REFUSED_STATUS = 3

export type KycStage = 'none' | 'waiting' | 'verified' | 'refused'

/** Where a verification is: none sent (0 or unknown), waiting (1), verified (2) or refused (3). */
export function kycStage(kycStatus: number): KycStage {
  if (kycStatus === KYC_VERIFIED_STATUS) return 'verified'
  if (kycStatus === KYC_WAITING_STATUS) return 'waiting'
  if (kycStatus === KYC_REFUSED_STATUS) return 'refused'
  return 'none'
}

export type SalaryLogLabel = 'Unpaid' | 'Created'

/** §4: 0 Unpaid, 1 Created. Unknown values read 'Unpaid': nothing is claimed as created unless it is. */
export function salaryLogLabel(status: number): SalaryLogLabel {
  return status === 1 ? 'Created' : 'Unpaid'
}

/** §4: the envelope status of every answer. */
export const RESPONSE_STATUS = { ok: 1, rejected: 0, sessionInvalid: 3 } as const

export type ResponseOutcome = 'ok' | 'rejected' | 'session-invalid'

/**
 * §4: 1 ok, 0 rejected, 3 session invalid. Any other value is 'rejected': it is not a success, and ending
 * the session on an unexpected value would sign people out for a server bug.
 */
export function responseOutcome(status: number): ResponseOutcome {
  if (status === RESPONSE_STATUS.ok) return 'ok'
  if (status === RESPONSE_STATUS.sessionInvalid) return 'session-invalid'
  return 'rejected'
}

/** §2, §4: product positions tabs and the status each asks for (§7 /product/transaction_list). */
export const POSITION_TAB_STATUS = { active: 1, closed: 2 } as const
export type PositionTab = keyof typeof POSITION_TAB_STATUS

/** §2, §4: trade list tabs and the status each asks for (§7 trade/list). */
export const TRADE_LIST_TAB_STATUS = { tradingPairs: 0, history: 1 } as const
export type TradeListTab = keyof typeof TRADE_LIST_TAB_STATUS

export function positionTabStatus(tab: PositionTab): 1 | 2 {
  return POSITION_TAB_STATUS[tab]
}

export function tradeListTabStatus(tab: TradeListTab): 0 | 1 {
  return TRADE_LIST_TAB_STATUS[tab]
}

/** §4: registration runs step 0 → 1 → 2; the OTP is sent when step 1 is validated. */
export const REGISTRATION_STEPS = [0, 1, 2] as const
