import { NO_BANK_BOUND_MESSAGE, RULE_MESSAGES, SELECTION_MESSAGES } from '@mandi/domain'
import type { Translate } from '../i18n/i18n.tsx'
import { tKey } from '../i18n/i18n.tsx'

// The §5 messages come from @mandi/domain in English (the server uses the same texts); the screens show
// them in the chosen language through this table. A message not listed is shown as it comes.
const KEYS: Readonly<Record<string, string>> = {
  [RULE_MESSAGES['deposit.amountField']]: tKey('wallet.rule.invalidAmount'),
  [RULE_MESSAGES['deposit.amount']]: tKey('wallet.rule.validAmount'),
  [SELECTION_MESSAGES['deposit.channel']]: tKey('wallet.rule.selectMethod'),
  [SELECTION_MESSAGES['withdrawal.bank']]: tKey('wallet.rule.selectBank'),
  [NO_BANK_BOUND_MESSAGE]: tKey('wallet.rule.noBank'),
  [RULE_MESSAGES['bank.account']]: tKey('wallet.rule.account'),
  [RULE_MESSAGES['bank.ifsc']]: tKey('wallet.rule.ifsc'),
  [RULE_MESSAGES['bank.bankName']]: tKey('wallet.rule.bankName'),
  [RULE_MESSAGES['bankUpdate.holder']]: tKey('wallet.rule.holderUpdate'),
  [RULE_MESSAGES['bankUpdate.account']]: tKey('wallet.rule.accountUpdate'),
  [RULE_MESSAGES['bankUpdate.ifsc']]: tKey('wallet.rule.ifscUpdate'),
  [RULE_MESSAGES['bankUpdate.bankName']]: tKey('wallet.rule.bankNameUpdate'),
  [RULE_MESSAGES['bankUpdate.otp']]: tKey('wallet.rule.otp'),
  [RULE_MESSAGES.pan]: tKey('wallet.rule.pan'),
  [RULE_MESSAGES['transfer.utr']]: tKey('wallet.rule.utr'),
  [RULE_MESSAGES['password.change']]: tKey('account.password.invalid'),
  [RULE_MESSAGES['verification.fullName']]: tKey('account.verif.fullNameRule'),
  [RULE_MESSAGES['verification.birthDate']]: tKey('account.verif.birthDateRule'),
  [RULE_MESSAGES['verification.address']]: tKey('account.verif.addressRule'),
  [RULE_MESSAGES['verification.pin']]: tKey('account.verif.pinRule'),
  [RULE_MESSAGES['verification.city']]: tKey('account.verif.cityRule'),
}

/** A §5 message (or null) in the current language. */
export function ruleText(t: Translate, message: string | null | undefined): string | undefined {
  if (!message) return undefined
  const key = KEYS[message]
  return key ? t(key) : message
}
