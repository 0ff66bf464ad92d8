/**
 * The message a field shows when typed or pasted text would go over its limit, in the language of the
 * text around it (the nearest `lang`: the app sets `<html lang>` to en, hi-Latn or hi). A form may pass its
 * own through `tooLongMessage`.
 */
export function tooLongMessage(max: number, lang: string): string {
  const tag = lang.toLowerCase()
  if (tag === 'hi-latn') return `Zyada se zyada ${max} akshar`
  if (tag.startsWith('hi')) return `अधिकतम ${max} अक्षर`
  return `At most ${max} characters`
}

/** The language of an element's text: its nearest `lang` attribute, else English. */
export function langOf(element: Element): string {
  return element.closest('[lang]')?.getAttribute('lang') ?? 'en'
}
