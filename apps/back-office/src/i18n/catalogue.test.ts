import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { MoneyQueue } from '../api/schemas.ts'
import { APPROVE_VERB, REFUSAL_CHOICES } from '../features/queues/refusal-codes.ts'
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

  it('has the keys the sources build from values (roles, feed states, queues, refusal codes)', () => {
    const t = createTranslator()
    for (const role of ['support', 'finance']) expect(t(`shell.role.${role}`)).not.toBe(`shell.role.${role}`)
    for (const state of ['connecting', 'open', 'reconnecting', 'closed', 'unauthorized'])
      for (const part of ['shell', 'queues']) expect(typeof lookup(`${part}.live.${state}`)).toBe('string')
    for (const queue of Object.keys(REFUSAL_CHOICES) as MoneyQueue[]) {
      for (const key of [`queues.nav.${queue}`, `queues.empty.${queue}`])
        expect(typeof lookup(key)).toBe('string')
      for (const code of REFUSAL_CHOICES[queue]) expect(typeof lookup(`queues.reason.${code}`)).toBe('string')
    }
    for (const verb of [...Object.values(APPROVE_VERB), 'refuse']) {
      expect(typeof lookup(`queues.action.${verb}`)).toBe('string')
      expect(typeof lookup(`queues.done.${verb}`)).toBe('string')
    }
    for (const mode of ['auto', 'manual', 'delayed'])
      expect(typeof lookup(`queues.decider.${mode}`)).toBe('string')
    for (const purse of ['balance', 'salary'])
      expect(typeof lookup(`queues.item.purseName.${purse}`)).toBe('string')
  })

  it('fills in parameters', () => {
    expect(createTranslator()('signIn.errors.wait', { seconds: 4 })).toBe(
      'Too many wrong attempts. Try again in 4 s.',
    )
  })
})
