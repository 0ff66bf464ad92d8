import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Builds the service worker with its precache manifest. The worker source (plain JS, not bundled) names the
 * manifest as `self.__PRECACHE_MANIFEST`; at build time that expression is replaced by the manifest of this
 * build and the result is emitted as `sw.js`. The manifest lists the built index.html (as the base URL, the
 * shell) and every hashed file under `assets/` except source maps: the whole app is small (about 290 kB
 * compressed), so every route works offline, not only the ones the first visit happened to load.
 *
 * Inlined rather than a separate JSON file so that the worker's bytes change exactly when the build changes:
 * that is what makes the browser install the new worker, which then drops the caches of the old one.
 */

/** The placeholder in the worker source; it must occur exactly once. */
export const MANIFEST_PLACEHOLDER = 'self.__PRECACHE_MANIFEST'

export interface PrecacheManifest {
  /** Changes whenever index.html, any precached file name or the worker source changes. */
  readonly version: string
  /** Where the shell (index.html) is requested and kept: the base itself, e.g. `/app/`. */
  readonly shell: string
  /** The hashed files under the base, e.g. `/app/assets/index-Ab12.js`, sorted. */
  readonly assets: readonly string[]
}

/** What the manifest needs from one emitted file of the bundle. */
export interface BundleFile {
  readonly fileName: string
  /** The text of index.html; other files' contents are not needed (their names carry their hash). */
  readonly source?: string | Uint8Array
}

export interface ManifestInput {
  readonly files: readonly BundleFile[]
  /** The app's base, e.g. `/app/`. */
  readonly base: string
  /** Vite's `build.assetsDir`, e.g. `assets`. */
  readonly assetsDir: string
  /** The worker source, so a change to the worker alone also gives a new version. */
  readonly workerSource: string
}

const SHELL = 'index.html'

/** Whether a bundle file is precached: hashed files under assets/, not source maps. */
export function isPrecached(fileName: string, assetsDir: string): boolean {
  return fileName.startsWith(`${assetsDir}/`) && !fileName.endsWith('.map')
}

export function createManifest({ files, base, assetsDir, workerSource }: ManifestInput): PrecacheManifest {
  const shell = files.find((file) => file.fileName === SHELL)
  if (shell?.source === undefined) throw new Error(`precache-manifest: the bundle has no ${SHELL}`)
  const assets = files
    .map((file) => file.fileName)
    .filter((fileName) => isPrecached(fileName, assetsDir))
    .sort()
    .map((fileName) => `${base}${fileName}`)
  const hash = createHash('sha256')
  hash.update(workerSource).update('\0').update(shell.source).update('\0').update(assets.join('\n'))
  return { version: hash.digest('hex').slice(0, 16), shell: base, assets }
}

/** The worker source with its placeholder replaced by the manifest. */
export function injectManifest(workerSource: string, manifest: PrecacheManifest): string {
  const parts = workerSource.split(MANIFEST_PLACEHOLDER)
  if (parts.length !== 2)
    throw new Error(
      `precache-manifest: the worker must name ${MANIFEST_PLACEHOLDER} exactly once (found ${parts.length - 1})`,
    )
  return parts.join(JSON.stringify(manifest))
}

export interface PrecacheManifestOptions {
  /** Path of the worker source (plain JS), relative to Vite's root. */
  readonly worker: string
  /** Name of the emitted worker, beside index.html; default `sw.js`. */
  readonly fileName?: string
}

export function precacheManifest({ worker, fileName = 'sw.js' }: PrecacheManifestOptions): Plugin {
  let base = '/'
  let assetsDir = 'assets'
  let workerPath = worker
  return {
    name: 'mandi:precache-manifest',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
      assetsDir = config.build.assetsDir
      workerPath = resolve(config.root, worker)
    },
    buildStart() {
      this.addWatchFile(workerPath)
    },
    generateBundle: {
      // After Vite has emitted index.html.
      order: 'post',
      handler(_options, bundle) {
        const workerSource = readFileSync(workerPath, 'utf8')
        const files = Object.values(bundle).map((output) => ({
          fileName: output.fileName,
          source: output.type === 'asset' ? output.source : undefined,
        }))
        const manifest = createManifest({ files, base, assetsDir, workerSource })
        this.emitFile({ type: 'asset', fileName, source: injectManifest(workerSource, manifest) })
      },
    },
  }
}
