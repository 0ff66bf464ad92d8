import { type Paise, paiseToRupeeString } from './money.ts'

/**
 * A UPI payment link (NPCI's `upi://pay` deep link): a phone's UPI app opens it with the payee, the name, the
 * amount and the note filled in; the same text as a QR code pays from another phone. Values are
 * percent-encoded (spaces as %20, which UPI apps read; `+` is not a space to all of them), except the `@` of
 * the payee's address, which UPI apps expect as it is.
 */
export function upiPayUrl(input: {
  /** The payee's UPI address (`pa`). */
  readonly payee: string
  /** The payee's name (`pn`). */
  readonly name: string
  /** The amount (`am`), in rupees with two decimals. */
  readonly amount: Paise
  /** The note (`tn`): the order number, so the payee can match the payment to the order. */
  readonly note: string
}): string {
  const value = (text: string) => encodeURIComponent(text).replace(/%40/g, '@')
  const params: readonly (readonly [string, string])[] = [
    ['pa', input.payee],
    ['pn', input.name],
    ['am', paiseToRupeeString(input.amount)],
    ['cu', 'INR'],
    ['tn', input.note],
  ]
  return `upi://pay?${params.map(([key, text]) => `${key}=${value(text)}`).join('&')}`
}
