import { RULE_MESSAGES } from '@mandi/domain'
import { type Translate, tKey } from '../../i18n/i18n.tsx'

/**
 * The §5 messages the registration and reset machines put at a field (the domain's English text), mapped to
 * catalogue keys so they read in Hindi too. Anything else at a field is the server's info (e.g. 'This
 * mobile number is already registered') and is shown as it comes.
 */
const KEYS: Record<string, string> = {
  [RULE_MESSAGES['registration.name']]: tKey('auth.rule.name'),
  [RULE_MESSAGES['registration.email']]: tKey('auth.rule.email'),
  [RULE_MESSAGES['registration.password']]: tKey('auth.rule.password'),
  [RULE_MESSAGES['registration.mobile']]: tKey('auth.rule.mobile'),
  [RULE_MESSAGES['registration.inviteCode']]: tKey('auth.rule.inviteCode'),
  [RULE_MESSAGES.otp]: tKey('auth.rule.otp'),
}

export function ruleText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined
  const key = KEYS[message]
  return key ? t(key) : message
}

/** Translates every message of a machine's `errors`. */
export function ruleTexts<F extends string>(
  t: Translate,
  errors: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {}
  for (const [field, message] of Object.entries(errors) as [F, string | undefined][]) {
    out[field] = ruleText(t, message)
  }
  return out
}
