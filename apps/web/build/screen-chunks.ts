import { resolve } from 'node:path'
import { build, type Rolldown } from 'vite'
import { BOOT_SCREENS } from '../src/boot/boot.ts'
import { staticClosure } from './chunk-graph.ts'

/**
 * Fewer files for each entry screen (issue 30). Rolldown's default chunks follow every lazy route of the app,
 * so /trde needs about 30 files beside the entry and /kline about 50; on a phone's HTTP/1.1 link (six
 * connections per host) every six of them cost a round trip before the screen can render. Here the modules
 * each entry screen loads beyond the entry are grouped by the set of entry screens that load them: one chunk
 * per set (e.g. `s-ht` for /home and /trde), so a screen needs only the chunks of the sets it is in, and loads the
 * very modules it loaded before, no more. Modules other routes load too are grouped apart (`-x`), so
 * those routes import little they do not use. The entry's modules stay together in the entry chunk.
 *
 * Which screen loads which module is read from a first build with rolldown's default chunking (the probe,
 * not written): tree shaking decides what a module really imports, which its import statements alone do not
 * say (a package's index names much that a screen never uses).
 */

/** The screens grouped: the signed-in entry screens of the boot script, and /login. */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  ...BOOT_SCREENS,
  '/login': 'src/features/auth/login-screen.tsx',
}

/**
 * Each grouped screen's letter in the group names: `s-hk` is the chunk of what /home and /kline load, and
 * only they. Every chunk names the chunks it imports and the entry lists every chunk a route may preload, so
 * the names are sent many times over and differ too much for gzip to fold: `screens-home-kline-…-shared`
 * cost /kline 1.1 KB gzip more than these.
 */
export const SCREEN_LETTERS: Readonly<Record<string, string>> = {
  '/home': 'h',
  '/kline': 'k',
  '/login': 'l',
  '/payout': 'w',
  '/position': 'p',
  '/trde': 't',
}

/** The start of every group's name. */
export const GROUP_PREFIX = 's-'

/** What the grouping reads of one chunk of the probe. */
export interface ProbeChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly isDynamicEntry: boolean
  readonly facadeModuleId: string | null
  readonly moduleIds: readonly string[]
  readonly imports: readonly string[]
}

/** The end of the name of a group whose modules other routes load too, e.g. `s-ht-x` ("and others"). */
export const SHARED_SUFFIX = '-x'

/** The group of the entry's modules: rolldown joins it to the entry chunk (index-<hash>.js). */
export const ENTRY_GROUP = 'index'

/**
 * The group of each module of the entry (ENTRY_GROUP) and of each module an entry screen loads beyond the
 * entry: the screens that load it (their SCREEN_LETTERS, sorted, e.g. `s-ht` for /home and /trde), and
 * SHARED_SUFFIX when another route loads it too.
 */
export function screenGroups(
  probe: readonly ProbeChunk[],
  screens: Readonly<Record<string, string>>,
): Map<string, string> {
  const chunks = new Map(probe.map((chunk) => [chunk.fileName, chunk]))
  const entry = staticClosure(
    chunks,
    probe.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  // The modules a lazy chunk brings beyond the entry: its own and those of the chunks it imports statically.
  const beyondEntry = (from: string) =>
    [...staticClosure(chunks, [from])]
      .filter((fileName) => !entry.has(fileName))
      .flatMap((fileName) => chunks.get(fileName)?.moduleIds ?? [])
  const loadedBy = new Map<string, string[]>()
  for (const [route, module] of Object.entries(screens)) {
    const own = probe.find((chunk) => chunk.facadeModuleId === module)
    if (!own) throw new Error(`screen-chunks: no chunk of ${route}'s screen ${module}`)
    const letter = SCREEN_LETTERS[route]
    if (letter === undefined) throw new Error(`screen-chunks: no letter for ${route}`)
    for (const id of beyondEntry(own.fileName)) {
      const routes = loadedBy.get(id) ?? []
      routes.push(letter)
      loadedBy.set(id, routes)
    }
  }
  // What other routes load too (every other lazy chunk, with its static imports): kept apart from what only
  // entry screens load, so another route that needs a shared module does not fetch a screen's own code too.
  const screenModules = new Set(Object.values(screens))
  const elsewhere = new Set<string>()
  for (const chunk of probe) {
    if (!chunk.isDynamicEntry || (chunk.facadeModuleId && screenModules.has(chunk.facadeModuleId))) continue
    for (const id of beyondEntry(chunk.fileName)) elsewhere.add(id)
  }
  const groups = new Map<string, string>()
  for (const [id, routes] of loadedBy)
    groups.set(id, `${GROUP_PREFIX}${routes.sort().join('')}${elsewhere.has(id) ? SHARED_SUFFIX : ''}`)
  // The entry's own modules in its chunk: rolldown otherwise splits out those lazy chunks share (react, the JSX
  // runtime, the icon factory), five more files before anything runs.
  for (const fileName of entry)
    for (const id of chunks.get(fileName)?.moduleIds ?? []) groups.set(id, ENTRY_GROUP)
  return groups
}

// Set while the probe builds the app (its config then asks for no groups: default chunking).
const PROBE = 'MANDI_SCREEN_CHUNKS_PROBE'

/**
 * The groups for a build of the app at `root`: builds it once with default chunking, unwritten (about 2 s),
 * and groups its entry screens' modules. Undefined inside that probe build itself.
 */
export async function screenChunkGroups(root: string): Promise<ReadonlyMap<string, string> | undefined> {
  if (process.env[PROBE]) return undefined
  process.env[PROBE] = '1'
  try {
    const output = (await build({
      root,
      configFile: resolve(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      result.output.filter((file) => file.type === 'chunk'),
    )
    const screens = Object.fromEntries(
      Object.entries(SCREEN_MODULES).map(([route, path]) => [route, resolve(root, path)]),
    )
    return screenGroups(chunks, screens)
  } finally {
    delete process.env[PROBE]
  }
}
