import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { BOOT_SCREENS, type BootManifest } from '../src/boot/boot.ts'
import { staticClosure } from './chunk-graph.ts'
import { standaloneScript } from './standalone-script.ts'

/**
 * Emits the boot script (src/boot/boot.ts, compiled alone, with this build's manifest appended) as a hashed
 * file under assets/, and names it in index.html just before the entry: an external module, so the CSP needs
 * nothing new, run in document order before the entry. The manifest is, for each route of BOOT_SCREENS, the
 * files the route's lazy import needs that the entry has not loaded: its chunk, the chunks it imports
 * statically, and their stylesheets. Runs before the precache manifest plugin, which then lists the file.
 */

/** What the boot script needs from one chunk of the bundle. */
export interface BundleChunk {
  readonly fileName: string
  readonly isEntry: boolean
  readonly facadeModuleId: string | null
  readonly moduleIds: readonly string[]
  readonly imports: readonly string[]
  readonly importedCss: readonly string[]
}

/**
 * The files of one screen module that the entry does not load: the chunk holding the module, its static
 * imports, their CSS (names in the bundle, scripts first). Throws when no chunk holds the module (the boot
 * table names a file that moved).
 */
export function screenFiles(chunks: readonly BundleChunk[], screen: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const holder =
    chunks.find((chunk) => chunk.facadeModuleId === screen) ??
    chunks.find((chunk) => chunk.moduleIds.includes(screen))
  if (!holder) throw new Error(`boot-script: no chunk of the build holds ${screen}`)
  const loaded = staticClosure(
    byName,
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
  )
  const loadedCss = new Set([...loaded].flatMap((fileName) => byName.get(fileName)?.importedCss ?? []))
  const needed = [...staticClosure(byName, [holder.fileName])].filter((fileName) => !loaded.has(fileName))
  const css = [...new Set(needed.flatMap((fileName) => byName.get(fileName)?.importedCss ?? []))].filter(
    (fileName) => !loadedCss.has(fileName),
  )
  return [...needed, ...css]
}

/** Each route's files as indexes into one list, so a file several routes need is named once. */
export function packRoutes(byRoute: Readonly<Record<string, readonly string[]>>): {
  files: string[]
  routes: Record<string, number[]>
} {
  const files: string[] = []
  const index = new Map<string, number>()
  const routes: Record<string, number[]> = {}
  for (const [path, names] of Object.entries(byRoute)) {
    routes[path] = names.map((name) => {
      let at = index.get(name)
      if (at === undefined) {
        at = files.push(name) - 1
        index.set(name, at)
      }
      return at
    })
  }
  return { files, routes }
}

/** Names the boot script in index.html, just before the entry's module script (so it runs first). */
export function insertBootTag(html: string, src: string): string {
  const entry = html.search(/<script\b[^>]*\btype="module"[^>]*>/)
  if (entry < 0) throw new Error('boot-script: index.html has no module script to run before')
  const tag = `<script type="module" crossorigin src="${src}"></script>\n    `
  return `${html.slice(0, entry)}${tag}${html.slice(entry)}`
}

/**
 * The boot script's code: the compiled source and the call with this build's manifest. Its exports are only
 * for tests and the build: without them, the minifier drops what the page does not run (the screen table).
 */
export function bootCode(source: string, manifest: BootManifest): Promise<string> {
  return standaloneScript(source, 'boot.ts', `startBoot(${JSON.stringify(manifest)})`, { module: true })
}

export interface BootScriptOptions {
  /** The boot source, relative to Vite's root. */
  readonly source: string
  /** The screen module of each route (tests give their own), relative to Vite's root. */
  readonly screens?: Readonly<Record<string, string>>
}

export function bootScript({ source, screens = BOOT_SCREENS }: BootScriptOptions): Plugin {
  let root = process.cwd()
  let base = '/'
  let assetsDir = 'assets'
  let apiBase: string | null = null
  let imageBase: string | null = null
  return {
    name: 'mandi:boot-script',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root
      base = config.base
      assetsDir = config.build.assetsDir
      // As api/config.ts: the API is at <origin>/api and pictures on the origin unless the build names others.
      const named = (key: string) => {
        const value = config.env[key]
        return typeof value === 'string' && value ? value : null
      }
      apiBase = named('VITE_API_BASE')
      imageBase = named('VITE_IMAGE_BASE')
    },
    buildStart() {
      this.addWatchFile(resolve(root, source))
    },
    generateBundle: {
      // After Vite has emitted index.html; the precache manifest plugin (listed after this one) comes next.
      order: 'post',
      async handler(_options, bundle) {
        const chunks: BundleChunk[] = []
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          chunks.push({
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            moduleIds: output.moduleIds,
            imports: output.imports,
            importedCss: [...(output.viteMetadata?.importedCss ?? [])],
          })
        }
        const byRoute: Record<string, string[]> = {}
        for (const [path, screen] of Object.entries(screens))
          byRoute[path] = screenFiles(chunks, resolve(root, screen))
        const manifest = { apiBase, imageBase, base, ...packRoutes(byRoute) }
        const code = await bootCode(readFileSync(resolve(root, source), 'utf8'), manifest)
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
        const fileName = `${assetsDir}/boot-${hash}.js`
        this.emitFile({ type: 'asset', fileName, source: code })
        const html = bundle['index.html']
        if (html?.type !== 'asset') throw new Error('boot-script: the bundle has no index.html')
        html.source = insertBootTag(String(html.source), `${base}${fileName}`)
      },
    },
  }
}
