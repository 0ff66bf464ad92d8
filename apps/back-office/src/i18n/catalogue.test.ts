import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from './en-catalogue.ts'
import { createTranslator } from './i18n.tsx'

const src = join(import.meta.dirname, '..')

/** Every source file of the console but tests and stories (what an operator sees). */
function sources(): string[] {
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file) && !file.startsWith('test/'),
    )
    .map((file) => readFileSync(join(src, file), 'utf8'))
}

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en)
}

describe('the console catalogue', () => {
  it('has a string for every key the sources name', () => {
    const keys = new Set<string>()
    for (const text of sources()) {
      for (const [, key] of text.matchAll(/\b(?:t|tKey)\(\s*'([a-zA-Z.]+)'/g)) keys.add(key as string)
    }
    expect(keys.size).toBeGreaterThan(40)
    const missing = [...keys].filter((key) => typeof lookup(key) !== 'string')
    expect(missing).toEqual([])
  })

  it('has the keys the sources build from values (roles, feed states)', () => {
    const t = createTranslator()
    for (const role of ['support', 'finance']) expect(t(`shell.role.${role}`)).not.toBe(`shell.role.${role}`)
    for (const state of ['connecting', 'open', 'reconnecting', 'closed', 'unauthorized'])
      expect(typeof lookup(`shell.live.${state}`)).toBe('string')
  })

  it('fills in parameters', () => {
    expect(createTranslator()('signIn.errors.wait', { seconds: 4 })).toBe(
      'Too many wrong attempts. Try again in 4 s.',
    )
  })
})
