import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addCatalogue, type Locale } from './catalogue.ts'
import { en as enCatalogue } from './en-catalogue.ts'
import { hd as hdCatalogue } from './hd-catalogue.ts'
import { hi as hiCatalogue } from './hi-catalogue.ts'
import { createTranslator } from './i18n.tsx'

type Tree = { readonly [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  )
}

/** key → text, for every leaf. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : [...texts(value, `${prefix}${key}.`)],
    ),
  )
}

// happy-dom replaces URL, so the path comes from Node's import.meta.dirname.
const SRC = `${join(import.meta.dirname, '..')}/`

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

// t('a.b'), t("a.b", …) and tKey('a.b'); keys built at run time cannot be checked and must use tKey.
const KEY_USE = /\b(?:t|tKey)\(\s*['"]([A-Za-z0-9_.]+)['"]/g

const en = flatten(enCatalogue as unknown as Tree)
const hd = flatten(hdCatalogue as unknown as Tree)
const hi = flatten(hiCatalogue as unknown as Tree)
addCatalogue('hi', hiCatalogue)

const TEXTS: Record<Locale, Map<string, string>> = {
  en: texts(enCatalogue as unknown as Tree),
  hd: texts(hdCatalogue as unknown as Tree),
  hi: texts(hiCatalogue as unknown as Tree),
}
const NAMESPACES = Object.keys(enCatalogue)

/** The {{placeholders}} of a text, sorted, once each. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] as string))].sort()
}

/**
 * Names and technical terms a Hindi (Devanagari) text may keep in Latin letters: the product, BIT Pro, the
 * Indian document and payment names people know in English, the USDT unit, WhatsApp, file types and sizes.
 */
const LATIN_TERMS = [
  'Mandi',
  'BIT Pro',
  'PAN',
  'KYC',
  'OTP',
  'UPI',
  'IFSC',
  'UTR',
  'UID',
  'ID',
  'USDT',
  'WhatsApp',
  'MB',
  'png',
  'jpg',
  'jpeg',
  'gif',
]
const LATIN_TERM = new RegExp(
  `\\b(?:${LATIN_TERMS.map((term) => term.replace(' ', '\\s')).join('|')})\\b`,
  'g',
)

/** True when a Hindi text is written in Devanagari, or has no letters of its own (numbers, terms above). */
function isDevanagari(text: string): boolean {
  if (/\p{Script=Devanagari}/u.test(text)) return true
  const own = text.replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(LATIN_TERM, ' ')
  return !/\p{L}/u.test(own)
}

describe('i18n catalogues', () => {
  it.each(['hd', 'hi'] as const)('have the same keys in en and %s (all of them, none extra)', (locale) => {
    const keys = { hd, hi }[locale]
    expect(
      en.filter((key) => !keys.includes(key)),
      `missing in ${locale}`,
    ).toEqual([])
    expect(
      keys.filter((key) => !en.includes(key)),
      `in ${locale} but not in en`,
    ).toEqual([])
  })

  it.each(['hd', 'hi'] as const)('use the same {{placeholders}} in en and %s', (locale) => {
    const differing = [...TEXTS.en]
      .filter(([key, text]) => {
        const other = TEXTS[locale].get(key)
        return other !== undefined && placeholders(other).join() !== placeholders(text).join()
      })
      .map(
        ([key, text]) =>
          `${key}: ${placeholders(text).join()} vs ${placeholders(TEXTS[locale].get(key) ?? '').join()}`,
      )
    expect(differing).toEqual([])
  })

  it('allow Latin letters in hi only for names and technical terms', () => {
    expect(isDevanagari('पैन कार्ड')).toBe(true)
    expect(isDevanagari('UID {{code}}')).toBe(true)
    expect(isDevanagari('BIT Pro')).toBe(true)
    expect(isDevanagari('{{count}} / {{total}}')).toBe(true)
    expect(isDevanagari('Jama karein')).toBe(false)
    expect(isDevanagari('PAN card')).toBe(false)
    expect(isDevanagari('Protected')).toBe(false)
  })

  // One test per namespace, so a run says which namespaces still have Latin-script Hindi.
  it.each(NAMESPACES)('write hi %s in Devanagari', (namespace) => {
    const latin = [...TEXTS.hi]
      .filter(([key, text]) => key.startsWith(`${namespace}.`) && !isDevanagari(text))
      .map(([key, text]) => `${key}: ${text}`)
    expect(latin).toEqual([])
  })

  it('have no empty text', () => {
    const empty = (['en', 'hd', 'hi'] as const).flatMap((locale) => {
      const t = createTranslator(locale)
      return { en, hd, hi }[locale].filter((key) => t(key).trim() === '' || t(key) === key)
    })
    expect(empty).toEqual([])
  })

  it('contain every key the sources use', () => {
    const files = sourceFiles(SRC)
    expect(files.length).toBeGreaterThan(10)
    const used = new Map<string, string>()
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(KEY_USE)) {
        used.set(match[1] as string, file.slice(SRC.length))
      }
    }
    expect(used.size).toBeGreaterThan(10)
    const missing = [...used].filter(([key]) => !en.includes(key) || !hd.includes(key) || !hi.includes(key))
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([])
  })

  it('translate with parameters in both languages', () => {
    expect(createTranslator('en')('shell.offline.asOf', { time: '10:42 am' })).toBe('Offline, as of 10:42 am')
    expect(createTranslator('hd')('shell.tab.goods')).toBe('Saamaan')
    expect(createTranslator('en')('shell.tab.goods')).toBe('Goods')
  })
})
