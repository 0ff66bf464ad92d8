// Which source each byte of a built chunk comes from, read from the build's source maps (no dependency: the
// mappings are decoded here). Used to say how much of a route's JS is the api-client (issue 16).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './sim.ts'

/** The groups a source path falls into, first match wins; everything without a source is bundler glue. */
const groups: { name: string; pattern: RegExp }[] = [
  { name: 'api-client', pattern: /\/packages\/api-client\// },
  { name: 'effect', pattern: /\/node_modules\/effect\// },
  { name: 'react', pattern: /\/node_modules\/(react|react-dom|scheduler)\// },
  { name: 'xstate', pattern: /\/node_modules\/(xstate|@xstate\/[^/]+)\// },
  { name: 'other packages', pattern: /\/packages\/(?!api-client\/)/ },
  { name: 'app', pattern: /\/apps\/web\// },
  { name: 'other libraries', pattern: /\/node_modules\// },
]
const GLUE = 'bundler glue'

export function groupOf(source: string | undefined): string {
  if (source === undefined) return GLUE
  return groups.find(({ pattern }) => pattern.test(source))?.name ?? GLUE
}

export interface GroupBytes {
  /** Bytes of the built files that map to this group. */
  raw: number
  /**
   * gzip -9 of the files minus gzip -9 of the same files with this group's bytes cut out: what the route
   * would send less without them (gzip is not additive, so the groups' figures do not add up to the total).
   */
  gzip: number
}

export interface Attribution {
  /** Where the maps came from: the measured build itself, or a side build of the same sources. */
  maps: string
  /** Per group, summed over the files that could be attributed. */
  groups: Record<string, GroupBytes>
  /** Files whose map was missing or whose side-build twin was not byte-identical: not attributed. */
  unattributed: string[]
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]))

/** One line's segments as [generated column, source index or -1], from the `mappings` string (VLQ). */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = []
  let source = 0
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = []
    let column = 0
    for (const segment of line.split(',')) {
      if (!segment) continue
      const fields: number[] = []
      let value = 0
      let shift = 0
      for (const char of segment) {
        const digit = DIGIT.get(char)
        if (digit === undefined) throw new Error(`bad source-map character ${char}`)
        value += (digit & 31) << shift
        if (digit & 32) {
          shift += 5
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1)
          value = 0
          shift = 0
        }
      }
      column += fields[0] ?? 0
      if (fields.length >= 4) {
        source += fields[1] ?? 0
        segments.push([column, source])
      } else {
        segments.push([column, -1])
      }
    }
    lines.push(segments)
  }
  return lines
}

/** The file's text cut into runs, each labelled with its group. */
function runsOf(code: string, map: { sources: string[]; mappings: string }): [string, string][] {
  const decoded = decodeMappings(map.mappings)
  const runs: [string, string][] = []
  const lines = code.split('\n')
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? []
    let at = 0
    let group = GLUE
    for (const [column, source] of segments) {
      if (column > at) runs.push([group, line.slice(at, column)])
      at = Math.max(at, column)
      group = groupOf(source >= 0 ? map.sources[source] : undefined)
    }
    runs.push([group, index < lines.length - 1 ? `${line.slice(at)}\n` : line.slice(at)])
  })
  return runs
}

const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length

/** Raw and marginal gzip bytes of every group in one built file. */
function attributeFile(code: string, map: { sources: string[]; mappings: string }) {
  const runs = runsOf(code, map)
  const whole = gzip(code)
  const result: Record<string, GroupBytes> = {}
  for (const name of new Set(runs.map(([group]) => group))) {
    const raw = runs
      .filter(([group]) => group === name)
      .reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0)
    const without = runs
      .filter(([group]) => group !== name)
      .map(([, text]) => text)
      .join('')
    result[name] = { raw, gzip: whole - gzip(without) }
  }
  return result
}

/**
 * Source maps for the measured build's assets: its own `*.map` files when it has them, otherwise a side
 * build of the same sources with hidden maps (`vite build --sourcemap hidden`: the same bytes, the maps
 * beside them, no comment added) in a temporary folder, used only for files that are byte-identical.
 */
export class SourceMaps {
  private sideBuild: string | null = null
  private readonly cache = new Map<string, Record<string, GroupBytes> | null>()
  private readonly ownMaps: boolean
  maps = 'the measured build'

  constructor(private readonly assets: string) {
    this.ownMaps = readdirSync(assets).some((file) => file.endsWith('.js.map'))
  }

  /** The folder holding the file's map (and a byte-identical copy of the file), null when there is none. */
  private mapsFolder(file: string): string | null {
    if (this.ownMaps) return existsSync(join(this.assets, `${file}.map`)) ? this.assets : null
    if (this.sideBuild === null) {
      this.sideBuild = mkdtempSync(join(tmpdir(), 'mandi-bench-maps-'))
      const vite = join(root, 'node_modules/.bin/vite')
      const args = ['build', '--outDir', this.sideBuild, '--emptyOutDir', '--sourcemap', 'hidden']
      const built = spawnSync(vite, [...args, '--logLevel', 'error'], {
        cwd: join(root, 'apps/web'),
        stdio: ['ignore', 'ignore', 'inherit'],
      })
      if (built.status !== 0) throw new Error('the side build for source maps failed')
      this.maps = 'a side build of the same sources with hidden maps (byte-identical files only)'
    }
    const twin = join(this.sideBuild, 'assets', file)
    if (!existsSync(twin) || !existsSync(`${twin}.map`)) return null
    return readFileSync(twin).equals(readFileSync(join(this.assets, file)))
      ? join(this.sideBuild, 'assets')
      : null
  }

  private file(file: string): Record<string, GroupBytes> | null {
    if (!this.cache.has(file)) {
      const folder = this.mapsFolder(file)
      const code = readFileSync(join(this.assets, file), 'utf8')
      let figures: Record<string, GroupBytes> | null = null
      if (folder) figures = attributeFile(code, JSON.parse(readFileSync(join(folder, `${file}.map`), 'utf8')))
      // Rolldown's runtime helpers are emitted without a map: bundler glue, all of it.
      else if (file.startsWith('rolldown-runtime-'))
        figures = { [GLUE]: { raw: Buffer.byteLength(code), gzip: gzip(code) } }
      this.cache.set(file, figures)
    }
    return this.cache.get(file) ?? null
  }

  /** Every group's bytes over a route's JS files. */
  attribute(files: string[]): Attribution {
    const total: Record<string, GroupBytes> = {}
    const unattributed: string[] = []
    for (const file of files) {
      const figures = this.file(file)
      if (!figures) {
        unattributed.push(file)
        continue
      }
      for (const [group, bytes] of Object.entries(figures)) {
        const sum = total[group] ?? { raw: 0, gzip: 0 }
        total[group] = { raw: sum.raw + bytes.raw, gzip: sum.gzip + bytes.gzip }
      }
    }
    return { maps: this.maps, groups: total, unattributed }
  }

  /** Removes the side build, if one was made. */
  dispose() {
    if (this.sideBuild) rmSync(this.sideBuild, { recursive: true, force: true })
  }
}
