import { RULE_MESSAGES, SELECTION_MESSAGES } from './messages.ts'
import type { RuleId, SelectionRuleId } from './rule-ids.ts'
import { RULES } from './rules.ts'

/** The message of the broken §5 rule, or null when the value is valid. */
export function checkField(rule: RuleId, value: string): string | null {
  return RULES[rule].test(value) ? null : RULE_MESSAGES[rule]
}

/** The §5 maximum input length of a field, or undefined where §5 states none. */
export function maxLengthOf(rule: RuleId): number | undefined {
  return RULES[rule].maxLength
}

/** Deposit channel and withdrawal bank: null when something is chosen (not null, undefined or ''). */
export function checkSelection(rule: SelectionRuleId, selected: unknown): string | null {
  return selected === null || selected === undefined || selected === '' ? SELECTION_MESSAGES[rule] : null
}

/** §2, §5: the login button is enabled when the ID is present and the password has 6 or more characters. */
export function canSignIn(id: string, password: string): boolean {
  return id.trim().length > 0 && password.length >= 6
}
