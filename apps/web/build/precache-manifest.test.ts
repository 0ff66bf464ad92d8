import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  type BundleFile,
  createManifest,
  injectManifest,
  MANIFEST_PLACEHOLDER,
  type PrecacheManifest,
  precacheManifest,
} from './precache-manifest.ts'

const html = '<script type="module" src="/app/assets/index-A1.js"></script>'
const files: BundleFile[] = [
  { fileName: 'assets/login-screen-C3.js' },
  { fileName: 'index.html', source: html },
  { fileName: 'assets/index-A1.js' },
  { fileName: 'assets/index-A1.js.map' },
  { fileName: 'assets/index-B2.css' },
  { fileName: '.vite/manifest.json', source: '{}' },
]
const input = { files, base: '/app/', assetsDir: 'assets', workerSource: `const m = ${MANIFEST_PLACEHOLDER}` }

describe('createManifest', () => {
  it('names the shell by the base and every hashed file under assets/, sorted, without source maps', () => {
    const manifest = createManifest(input)
    expect(manifest.shell).toBe('/app/')
    expect(manifest.assets).toEqual([
      '/app/assets/index-A1.js',
      '/app/assets/index-B2.css',
      '/app/assets/login-screen-C3.js',
    ])
  })

  it('follows the configured assets folder', () => {
    const manifest = createManifest({
      ...input,
      files: [
        { fileName: 'index.html', source: html },
        { fileName: 'static/a-1.js' },
        { fileName: 'assets/b-2.js' },
      ],
      assetsDir: 'static',
    })
    expect(manifest.assets).toEqual(['/app/static/a-1.js'])
  })

  it('fails when the bundle has no index.html', () => {
    expect(() =>
      createManifest({ ...input, files: files.filter((f) => f.fileName !== 'index.html') }),
    ).toThrow(/no index\.html/)
  })

  it('gives the same version for the same build, whatever the order of the bundle', () => {
    expect(createManifest({ ...input, files: [...files].reverse() }).version).toBe(
      createManifest(input).version,
    )
    expect(createManifest(input).version).toMatch(/^[0-9a-f]{16}$/)
  })

  it('gives a new version when index.html, a file name or the worker changes', () => {
    const { version } = createManifest(input)
    const renamed = files.map((f) =>
      f.fileName === 'assets/login-screen-C3.js' ? { fileName: 'assets/login-screen-D4.js' } : f,
    )
    const newHtml = files.map((f) => (f.fileName === 'index.html' ? { ...f, source: `${html}<!-- -->` } : f))
    const versions = [
      createManifest({ ...input, files: renamed }).version,
      createManifest({ ...input, files: newHtml }).version,
      createManifest({ ...input, files: [...files, { fileName: 'assets/new-E5.js' }] }).version,
      createManifest({ ...input, workerSource: `${input.workerSource}\n` }).version,
    ]
    for (const other of versions) expect(other).not.toBe(version)
  })
})

describe('injectManifest', () => {
  const manifest: PrecacheManifest = { version: 'v1', shell: '/app/', assets: ['/app/assets/a-1.js'] }

  it('replaces the placeholder with the manifest as a literal', () => {
    const worker = injectManifest(`const MANIFEST = ${MANIFEST_PLACEHOLDER}\n`, manifest)
    expect(worker).not.toContain(MANIFEST_PLACEHOLDER)
    expect(JSON.parse(/^const MANIFEST = (.*)$/m.exec(worker)?.[1] ?? '')).toEqual(manifest)
  })

  it('fails when the placeholder is missing or repeated', () => {
    expect(() => injectManifest('const MANIFEST = {}', manifest)).toThrow(/exactly once \(found 0\)/)
    expect(() => injectManifest(`${MANIFEST_PLACEHOLDER}; ${MANIFEST_PLACEHOLDER}`, manifest)).toThrow(
      /exactly once \(found 2\)/,
    )
  })

  it('fits the app worker, which names the placeholder once', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/service-worker/sw.js'), 'utf8')
    expect(injectManifest(source, manifest)).toContain(`const MANIFEST = ${JSON.stringify(manifest)}`)
  })
})

describe('precacheManifest plugin', () => {
  it('emits sw.js whose manifest holds the entry, its CSS and the lazy chunks of a real build', async () => {
    const root = mkdtempSync(join(tmpdir(), 'precache-manifest-'))
    writeFileSync(
      join(root, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.js"></script>',
    )
    writeFileSync(join(root, 'main.js'), "import './main.css'\nimport('./lazy.js').then((m) => m.run())\n")
    writeFileSync(join(root, 'main.css'), 'body { color: red }\n')
    writeFileSync(join(root, 'lazy.js'), 'export const run = () => document.title\n')
    writeFileSync(join(root, 'worker.js'), `const MANIFEST = ${MANIFEST_PLACEHOLDER}\n`)

    const result = (await build({
      root,
      base: '/app/',
      configFile: false,
      logLevel: 'silent',
      plugins: [precacheManifest({ worker: 'worker.js' })],
      build: { write: false, sourcemap: true },
    })) as Rollup.RollupOutput
    const output = result.output
    const worker = output.find((file) => file.fileName === 'sw.js')
    expect(worker?.type).toBe('asset')
    const source = worker?.type === 'asset' ? String(worker.source) : ''
    const manifest = JSON.parse(/^const MANIFEST = (.*)$/m.exec(source)?.[1] ?? '') as PrecacheManifest

    const hashed = output
      .map((file) => file.fileName)
      .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
    expect(hashed.some((name) => name.startsWith('assets/lazy-') && name.endsWith('.js'))).toBe(true)
    expect(hashed.some((name) => name.endsWith('.css'))).toBe(true)
    expect(output.some((file) => file.fileName.endsWith('.map'))).toBe(true)
    expect(manifest.shell).toBe('/app/')
    expect(manifest.assets).toEqual(hashed.map((name) => `/app/${name}`).sort())
  })
})
