import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { groupOf, SourceMaps } from './source-attribution.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** A folder of built files, each with its map when one is given. */
function assets(files: Record<string, { code: string; map?: object }>): string {
  const folder = mkdtempSync(join(tmpdir(), 'bench-attribution-'))
  folders.push(folder)
  for (const [name, { code, map }] of Object.entries(files)) {
    writeFileSync(join(folder, name), code)
    if (map) writeFileSync(join(folder, `${name}.map`), JSON.stringify(map))
  }
  return folder
}

describe('groupOf', () => {
  it('names the api-client, Effect, React and the app by their paths, and code without a source as glue', () => {
    expect(groupOf('../../../work/main/packages/api-client/src/calls/product.ts')).toBe('api-client')
    expect(groupOf('../../../work/main/node_modules/effect/dist/Effect.js')).toBe('effect')
    expect(groupOf('../../../work/main/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react',
    )
    expect(groupOf('../../../work/main/node_modules/scheduler/index.js')).toBe('react')
    expect(groupOf('../../../work/main/packages/domain/src/money.ts')).toBe('other packages')
    expect(groupOf('../../../work/main/apps/web/src/main.tsx')).toBe('app')
    expect(groupOf(undefined)).toBe('bundler glue')
  })
})

describe('SourceMaps.attribute', () => {
  // Line 1: columns 0-3 from the api-client, 4-7 (and the newline) from Effect. Line 2: columns 0-3 from the
  // api-client again (source index back by one), then a segment with no source: bundler glue.
  const code = 'aaaabbbb\nccccdd'
  const map = {
    version: 3,
    sources: ['../../packages/api-client/src/a.ts', '../../node_modules/effect/dist/b.js'],
    names: [],
    mappings: 'AAAA,ICAA;ADAA,I',
  }

  it('gives every byte of a file to the source its mapping names', () => {
    const maps = new SourceMaps(assets({ 'home-screen-x.js': { code, map } }))
    const { groups, unattributed } = maps.attribute(['home-screen-x.js'])
    expect(unattributed).toEqual([])
    expect(groups['api-client']?.raw).toBe(8)
    expect(groups.effect?.raw).toBe(5)
    expect(groups['bundler glue']?.raw).toBe(2)
    // gzip of a 15-byte file minus gzip of it without those bytes: small, but what the route would save.
    expect(groups['api-client']?.gzip).toBeGreaterThan(0)
  })

  it("sums a route's files, counts Rolldown's runtime (no map) as glue and lists other files without a map", () => {
    const folder = assets({
      'home-screen-x.js': { code, map },
      'client-w.js': { code, map },
      'rolldown-runtime-y.js': { code: 'var r=1;' },
      'other-z.js': { code: 'var o=2;' },
    })
    const { groups, unattributed } = new SourceMaps(folder).attribute([
      'home-screen-x.js',
      'client-w.js',
      'rolldown-runtime-y.js',
      'other-z.js',
    ])
    expect(groups['bundler glue']?.raw).toBe(2 + 2 + 'var r=1;'.length)
    expect(groups['api-client']?.raw).toBe(16)
    expect(groups.effect?.raw).toBe(10)
    expect(unattributed).toEqual(['other-z.js'])
  })
})
