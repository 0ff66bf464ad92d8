import { readStored, STORAGE_KEYS, writeStored } from '../api/storage.ts'
import { LOCALES, type Locale, loadCatalogue } from './catalogue.ts'

function isLocale(value: string | null): value is Locale {
  return value !== null && (LOCALES as readonly string[]).includes(value)
}

/** From the browser's languages: any Hindi (hi, hi-IN, …) gives hd, anything else en. */
export function localeFromBrowser(languages: readonly string[]): Locale {
  return languages.some((language) => language.toLowerCase().startsWith('hi')) ? 'hd' : 'en'
}

/** Spec §1: the locale is taken from the browser, then from the stored choice, which wins when present. */
export function detectLocale(languages: readonly string[], stored: string | null): Locale {
  return isLocale(stored) ? stored : localeFromBrowser(languages)
}

export function initialLocale(): Locale {
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']
  return detectLocale(languages, readStored(STORAGE_KEYS.lang))
}

/** The BCP 47 tag of a locale for `<html lang>`: Hinglish is Hindi written in Latin letters. */
export function htmlLangOf(locale: Locale): string {
  if (locale === 'hd') return 'hi-Latn'
  return locale
}

/**
 * A language picked before sign-in (/login, /signin): its catalogue is loaded first, then the choice is
 * stored under the same key the /profile popup writes, so a failed load (offline) leaves both unchanged.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale)
  writeStored(STORAGE_KEYS.lang, locale)
}
