import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en as enCatalogue } from './catalogue.ts'
import { hd as hdCatalogue } from './hd-catalogue.ts'
import { createTranslator } from './i18n.tsx'

type Tree = { readonly [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
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

describe('i18n catalogues', () => {
  it('have the same keys in en and hd', () => {
    expect(
      en.filter((key) => !hd.includes(key)),
      'missing in hd',
    ).toEqual([])
    expect(
      hd.filter((key) => !en.includes(key)),
      'missing in en',
    ).toEqual([])
  })

  it('have no empty text', () => {
    const empty = (['en', 'hd'] as const).flatMap((locale) => {
      const t = createTranslator(locale)
      return (locale === 'en' ? en : hd).filter((key) => t(key).trim() === '' || t(key) === key)
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
    const missing = [...used].filter(([key]) => !en.includes(key) || !hd.includes(key))
    expect(missing.map(([key, file]) => `${key} (${file})`)).toEqual([])
  })

  it('translate with parameters in both languages', () => {
    expect(createTranslator('en')('shell.notBuilt.body', { path: '/kyc' })).toContain('/kyc')
    expect(createTranslator('hd')('shell.tab.goods')).toBe('Saamaan')
    expect(createTranslator('en')('shell.tab.goods')).toBe('Goods')
  })
})
