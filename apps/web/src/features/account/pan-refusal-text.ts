import type { Translate } from '../../i18n/i18n.tsx'
import { tKey } from '../../i18n/i18n.tsx'

// Why the PAN review refused (CONTRACT.md, "Back office"): a known reason_code in the reader's language, any
// other reason as the server wrote it.
const KEYS: Readonly<Record<string, string>> = {
  pan_format: tKey('account.review.panFormat'),
  pan_not_person: tKey('account.review.panNotPerson'),
  name_mismatch: tKey('account.review.nameMismatch'),
}

export function panRefusalText(t: Translate, code: string | undefined, reason: string | undefined) {
  const key = code ? KEYS[code] : undefined
  if (key) return t(key)
  return reason ? reason : undefined
}
