export type Locale = 'en' | 'hd' | 'hi'

/**
 * Stories declare their Hindi (transliterated) props in `parameters.localeArgs.hd`; the locale decorator
 * swaps them in when the toolbar says hd, so a designer sees the same story in both languages.
 */
export interface LocaleParameters {
  localeArgs?: Partial<Record<Locale, Record<string, unknown>>>
}

export function argsForLocale(
  args: Record<string, unknown>,
  locale: Locale,
  parameters: LocaleParameters,
): Record<string, unknown> {
  const overrides = parameters.localeArgs?.[locale]
  return overrides ? { ...args, ...overrides } : args
}
