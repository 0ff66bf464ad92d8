import type { RuleId, SelectionRuleId } from './rule-ids.ts'

/**
 * The message of each §5 rule, shared by the app and the reference server. The spec's wording is kept,
 * except 'Invild' spelled 'Invalid'; rules the spec gives no message get one naming the field and rule.
 */
export const RULE_MESSAGES = {
  'registration.name': 'name too short',
  'registration.email': 'invalid email',
  'registration.password': 'password too short',
  'registration.mobile': 'invalid mobile',
  'registration.inviteCode': 'invalid invite code',
  otp: 'invalid otp',
  'trade.amount': 'Invalid Amount',
  'deposit.amountField': 'Invalid Amount',
  'deposit.amount': 'Please enter a valid amount',
  pan: 'Invalid PAN',
  'verification.fullName': 'Full name must be 5 to 30 characters',
  'verification.birthDate': 'Date of birth must be 8 digits as YYYYMMDD',
  'verification.address': 'Address must be 3 to 30 letters or digits',
  'verification.pin': 'PIN must be exactly 6 digits',
  'verification.city': 'City must be at least 3 letters or digits',
  'password.change': 'Invalid Password',
  'withdrawal.amount': 'Invalid Amount',
  'bitPro.amount': 'Amount must be 3 to 12 digits',
  'mining.quantity': 'Invalid Num',
  'bank.account': 'Bank account number is required, at most 20 characters',
  'bank.ifsc': 'IFSC code is required, at most 11 characters',
  'bank.bankName': 'Bank name is required, at most 20 characters',
  'bankUpdate.holder': 'Invalid Bank Account Holder Name',
  'bankUpdate.account': 'Invalid Bank Account Number',
  'bankUpdate.ifsc': 'Invalid IFSC Code',
  'bankUpdate.bankName': 'Invalid Bank Name',
  'bankUpdate.otp': 'Invalid OTP Code',
  // pay/reference (a contract extension): the UTR a bank shows for an IMPS/NEFT/UPI transfer.
  'transfer.utr': 'Enter the 12-digit UTR your bank shows for the transfer',
} as const satisfies Record<RuleId, string>

export const SELECTION_MESSAGES = {
  'deposit.channel': 'Please select a payment method',
  'withdrawal.bank': 'Please select a bank account',
} as const satisfies Record<SelectionRuleId, string>

/** §8: shown before sending to /bind_card when a withdrawal finds no bank account. */
export const NO_BANK_BOUND_MESSAGE = 'Please bind a withdrawal bank card first'

/** §6: the notice on both bank forms. */
export const BANK_BIND_ONCE_NOTICE = 'The same account can only be bound once'
