import { LOCALES, type Locale } from '../src/i18n/catalogue.ts'
import { en } from '../src/i18n/en-catalogue.ts'
import { hd } from '../src/i18n/hd-catalogue.ts'
import { hi } from '../src/i18n/hi-catalogue.ts'
import { htmlLangOf } from '../src/i18n/locale.ts'

/**
 * The static shells' text (decision 0092): index.html marks where a screen's fixed words go with
 * `<!--boot-text:namespace.key-->`; the build writes the catalogues' text there in each language, and
 * boot-shell.css shows the one the shell script named on <html data-boot-lang>. The words are the screen's own,
 * so the first paint already says what the screen says.
 */
export type ShellCatalogues = Readonly<Record<Locale, unknown>>

const CATALOGUES: ShellCatalogues = { en, hd, hi }

const PLACEHOLDER = /<!--boot-text:([\w.]+)-->/g

function textOf(catalogue: unknown, key: string, locale: string): string {
  let value: unknown = catalogue
  for (const part of key.split('.'))
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined
  if (typeof value !== 'string') throw new Error(`shell-texts: ${locale} has no text at ${key}`)
  if (value.includes('{{'))
    throw new Error(`shell-texts: ${locale} ${key} needs values the shell does not have`)
  return value
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Replaces each placeholder with the text in every language, one span each. Throws on an unknown key. */
export function insertShellTexts(html: string, catalogues: ShellCatalogues = CATALOGUES): string {
  return html.replace(PLACEHOLDER, (_match, key: string) =>
    LOCALES.map(
      (locale) =>
        `<span class="boot-text" data-boot-text-lang="${locale}" lang="${htmlLangOf(locale)}">${escapeHtml(textOf(catalogues[locale], key, locale))}</span>`,
    ).join(''),
  )
}
