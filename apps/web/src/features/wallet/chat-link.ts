/**
 * The WhatsApp-style chat link of /bank_transfer. The query is built with URLSearchParams (issue 7), so
 * the text is encoded the way browsers encode forms; the number keeps its digits only.
 */
export function chatLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?${new URLSearchParams({ text })}`
}
