/** Every field rule of §5, named form.field, and the contract extensions' (`transfer.utr`). */
export const RULE_IDS = [
  'registration.name',
  'registration.email',
  'registration.password',
  'registration.mobile',
  'registration.inviteCode',
  'otp',
  'trade.amount',
  'deposit.amountField',
  'deposit.amount',
  'pan',
  'verification.fullName',
  'verification.birthDate',
  'verification.address',
  'verification.pin',
  'verification.city',
  'password.change',
  'withdrawal.amount',
  'bitPro.amount',
  'mining.quantity',
  'bank.account',
  'bank.ifsc',
  'bank.bankName',
  'bankUpdate.holder',
  'bankUpdate.account',
  'bankUpdate.ifsc',
  'bankUpdate.bankName',
  'bankUpdate.otp',
  'transfer.utr',
] as const

export type RuleId = (typeof RULE_IDS)[number]

/** The two §5 rules that are a choice rather than typed text. */
export const SELECTION_RULE_IDS = ['deposit.channel', 'withdrawal.bank'] as const

export type SelectionRuleId = (typeof SELECTION_RULE_IDS)[number]
