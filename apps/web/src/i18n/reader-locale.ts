import type { Locale } from './catalogue.ts'

let reader: Locale = 'en'

/**
 * The language the app is shown in, for texts made outside React (api/to-promise.ts turns a server's wait
 * into words). App sets it wherever it sets `<html lang>`.
 */
export function setReaderLocale(locale: Locale): void {
  reader = locale
}

export function readerLocale(): Locale {
  return reader
}
