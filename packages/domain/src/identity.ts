/**
 * The PAN review the operator's back office makes of a submitted verification (issue 26). The reference
 * server decides with these functions; the app reads the same refusal codes to say why in the reader's
 * language.
 */

/** Any PAN's shape: five letters, four digits, one letter. */
const PAN_SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/

/** A person's PAN: the fourth letter names the holder's type, and P is a person ('individual'). */
const PERSONAL_PAN = /^[A-Z]{3}P[A-Z][0-9]{4}[A-Z]$/

const normalPan = (pan: string) => pan.trim().toUpperCase()

/** Five letters with P fourth, four digits, one letter (case and surrounding spaces ignored). */
export function isPersonalPan(pan: string): boolean {
  return PERSONAL_PAN.test(normalPan(pan))
}

/** What a name is compared as: lower case, without any spaces. */
function comparableName(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('en-IN').replace(/\s+/g, '')
}

/**
 * Whether the name on a verification matches the account's name: the same letters in the same order, case and
 * spaces ignored ('Demo Trader' = 'DEMO  TRADER' = 'demotrader'). An initial for a name ('D Trader') does not
 * match, nor does a name with more or fewer parts.
 */
export function namesMatch(a: string, b: string): boolean {
  const left = comparableName(a)
  return left !== '' && left === comparableName(b)
}

/** Why a PAN review refused. */
export type PanRefusalCode = 'pan_format' | 'pan_not_person' | 'name_mismatch'

/** The refusal's words as the server sends them (`reason`); the app translates by code. */
export const PAN_REFUSAL_REASONS: Readonly<Record<PanRefusalCode, string>> = {
  pan_format: 'The PAN must be five letters, four digits and one letter',
  pan_not_person: "This PAN is not a person's: its fourth letter must be P",
  name_mismatch: 'The name does not match the name on your account',
}

export type PanDecision =
  | { readonly verified: true }
  | { readonly verified: false; readonly code: PanRefusalCode; readonly reason: string }

/**
 * Verified when the PAN is a person's (isPersonalPan) and the full name matches the account's (namesMatch);
 * otherwise refused with the first rule broken, in that order.
 */
export function reviewPan(input: { pan: string; fullName: string; accountName: string }): PanDecision {
  const pan = normalPan(input.pan)
  const refuse = (code: PanRefusalCode): PanDecision => ({
    verified: false,
    code,
    reason: PAN_REFUSAL_REASONS[code],
  })
  if (!PAN_SHAPE.test(pan)) return refuse('pan_format')
  if (!isPersonalPan(pan)) return refuse('pan_not_person')
  if (!namesMatch(input.fullName, input.accountName)) return refuse('name_mismatch')
  return { verified: true }
}
