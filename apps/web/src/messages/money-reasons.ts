import type { Translate } from '../i18n/i18n.tsx'
import { tKey } from '../i18n/i18n.tsx'

// Why the back office refunded a withdrawal or refused a UTR (CONTRACT.md, "Back office"): a known reason_code
// is said in the reader's language; any other reason is shown as the server wrote it. Wallet keys: a screen
// using this imports the wallet strings.
const KEYS: Readonly<Record<string, string>> = {
  bank_changed: tKey('wallet.reason.bankChanged'),
  bank_returned: tKey('wallet.reason.bankReturned'),
  holder_mismatch: tKey('wallet.reason.holderMismatch'),
  utr_used: tKey('wallet.reason.utrUsed'),
  utr_not_found: tKey('wallet.reason.utrNotFound'),
  amount_mismatch: tKey('wallet.reason.amountMismatch'),
}

/** The reason to show, or undefined when there is none. */
export function moneyReasonText(
  t: Translate,
  code: string | undefined,
  reason: string | undefined,
): string | undefined {
  const key = code ? KEYS[code] : undefined
  if (key) return t(key)
  return reason ? reason : undefined
}
