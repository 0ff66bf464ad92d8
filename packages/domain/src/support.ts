/** The configured support numbers: comma-separated, trimmed, empties dropped. */
export function supportNumbers(wa: string): string[] {
  return wa
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n.length > 0)
}

/**
 * §9: one of the configured numbers, chosen at random when there are several; null when none is configured.
 * `random` returns a number in [0, 1) like Math.random; pass a fixed one in tests.
 */
export function pickSupportNumber(wa: string, random: () => number = Math.random): string | null {
  const numbers = supportNumbers(wa)
  if (numbers.length === 0) return null
  // Clamped so a random source returning 1 (or more) still picks the last number.
  const index = Math.min(numbers.length - 1, Math.max(0, Math.floor(random() * numbers.length)))
  return numbers[index] as string
}

/** A WhatsApp chat link to a number (its digits only), with an optional prefilled text. */
export function whatsAppUrl(number: string, text?: string): string {
  const digitsOnly = number.replace(/[^0-9]/g, '')
  return text === undefined
    ? `https://wa.me/${digitsOnly}`
    : `https://wa.me/${digitsOnly}?text=${encodeURIComponent(text)}`
}
