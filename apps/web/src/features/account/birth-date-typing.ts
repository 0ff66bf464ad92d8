/**
 * Helps typing a date as DD/MM/YYYY on a numeric keypad: after the day's and the month's second digit a
 * slash is added. Only ever adds; deleting, pasting and any other text are left exactly as they are, so
 * nothing the person typed is cut or changed.
 */
export function typeBirthDate(previous: string, next: string): string {
  if (next.length !== previous.length + 1 || !next.startsWith(previous)) return next
  return /^\d{2}$/.test(next) || /^\d{2}\/\d{2}$/.test(next) ? `${next}/` : next
}
