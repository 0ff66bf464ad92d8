import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type Rollup } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOOT_GLOBAL, type BootManifest } from '../src/boot/boot.ts'
import {
  type BundleChunk,
  bootCode,
  bootScript,
  insertBootTag,
  packRoutes,
  screenFiles,
} from './boot-script.ts'
import { type PrecacheManifest, precacheManifest } from './precache-manifest.ts'

const chunk = (fileName: string, over: Partial<BundleChunk> = {}): BundleChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  imports: [],
  importedCss: [],
  ...over,
})

const chunks: BundleChunk[] = [
  chunk('assets/index-A.js', {
    isEntry: true,
    imports: ['assets/react-B.js'],
    importedCss: ['assets/index-A.css'],
  }),
  chunk('assets/react-B.js'),
  chunk('assets/home-screen-C.js', {
    facadeModuleId: '/app/src/home-screen.tsx',
    moduleIds: ['/app/src/home-screen.tsx', '/app/src/home-view.tsx'],
    imports: ['assets/client-D.js', 'assets/react-B.js'],
    importedCss: ['assets/home-screen-C.css', 'assets/index-A.css'],
  }),
  chunk('assets/client-D.js', { imports: ['assets/effect-E.js'], importedCss: ['assets/money-F.css'] }),
  chunk('assets/effect-E.js', { imports: ['assets/client-D.js'] }),
  chunk('assets/market-chart-screen-G.js', {
    facadeModuleId: '/app/src/market-chart-screen.tsx',
    imports: ['assets/client-D.js'],
  }),
  chunk('assets/shared-H.js', { moduleIds: ['/app/src/position-screen.tsx', '/app/src/other.tsx'] }),
]

describe('screenFiles', () => {
  it("lists the screen's chunk, its static imports and their CSS, without what the entry loads", () => {
    expect(screenFiles(chunks, '/app/src/home-screen.tsx')).toEqual([
      'assets/home-screen-C.js',
      'assets/client-D.js',
      'assets/effect-E.js',
      'assets/home-screen-C.css',
      'assets/money-F.css',
    ])
  })

  it('finds a screen merged into a chunk of another name', () => {
    expect(screenFiles(chunks, '/app/src/position-screen.tsx')).toEqual(['assets/shared-H.js'])
  })

  it('fails the build when no chunk holds the screen (the boot table names a file that moved)', () => {
    expect(() => screenFiles(chunks, '/app/src/gone-screen.tsx')).toThrow(/gone-screen/)
  })
})

describe('packRoutes', () => {
  it('names each file once, each route by indexes', () => {
    expect(packRoutes({ '/a': ['x.js', 'y.js', 'x.css'], '/b': ['y.js', 'z.js'] })).toEqual({
      files: ['x.js', 'y.js', 'x.css', 'z.js'],
      routes: { '/a': [0, 1, 2], '/b': [1, 3] },
    })
  })
})

describe('insertBootTag', () => {
  it('names the boot script just before the entry, as a module so it runs first', () => {
    const html =
      '<head>\n    <script type="module" crossorigin src="/app/assets/index-A.js"></script>\n</head>'
    const out = insertBootTag(html, '/app/assets/boot-X.js')
    expect(out.indexOf('boot-X.js')).toBeLessThan(out.indexOf('index-A.js'))
    expect(out).toContain('<script type="module" crossorigin src="/app/assets/boot-X.js"></script>')
  })

  it('fails when index.html has no module script', () => {
    expect(() => insertBootTag('<p>no script</p>', '/b.js')).toThrow()
  })
})

describe('bootCode', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
    window.location.hash = ''
    delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL]
  })

  it('is the compiled boot source that starts itself with the manifest, importing nothing', async () => {
    const manifest: BootManifest = {
      apiBase: null,
      base: '/app/',
      files: ['assets/home-screen-C.js', 'assets/home-C.css'],
      routes: { '/home': [0, 1] },
    }
    const code = await bootCode(
      await import('node:fs').then((fs) =>
        fs.readFileSync(join(import.meta.dirname, '../src/boot/boot.ts'), 'utf8'),
      ),
      manifest,
    )
    expect(code).not.toMatch(/\bimport\b/)
    // Nothing the page does not run: no exports, no screen table.
    expect(code).not.toMatch(/\bexport\b/)
    expect(code).not.toContain('home-screen.tsx')
    // Run it as the page would (its exports are only for tests): signed in on /home.
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    localStorage.setItem('token', 'tok')
    window.location.hash = '#/home'
    // Recorded, not inserted: happy-dom would try to load the files.
    const links: HTMLLinkElement[] = []
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
      links.push(node as unknown as HTMLLinkElement)
      return node
    })
    new Function(code)()
    // After the next paint.
    await vi.waitFor(() =>
      expect(links.map((link) => [link.rel, link.getAttribute('href')])).toEqual([
        ['modulepreload', '/app/assets/home-screen-C.js'],
        ['preload', '/app/assets/home-C.css'],
      ]),
    )
    expect(fetch.mock.calls.map(([url]) => new URL(url).pathname)).toEqual([
      '/api/product/list',
      '/api/mining/list',
      '/api/notice/unread',
    ])
    expect((window as unknown as Record<string, unknown[]>)[BOOT_GLOBAL]).toHaveLength(3)
  })
})

describe('bootScript plugin', () => {
  it('emits the boot script under assets/, names it before the entry, and the worker precaches it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'boot-script-'))
    writeFileSync(
      join(root, 'index.html'),
      '<div id="root"></div><script type="module" src="./main.js"></script>',
    )
    writeFileSync(join(root, 'main.js'), "import('./home-screen.js').then((m) => m.run())\n")
    writeFileSync(
      join(root, 'home-screen.js'),
      "import './home.css'\nexport const run = () => document.title\n",
    )
    writeFileSync(join(root, 'home.css'), '.home { color: red }\n')
    writeFileSync(join(root, 'worker.js'), 'const MANIFEST = self.__PRECACHE_MANIFEST\n')

    const result = (await build({
      root,
      base: '/app/',
      configFile: false,
      logLevel: 'silent',
      plugins: [
        bootScript({
          source: join(import.meta.dirname, '../src/boot/boot.ts'),
          screens: { '/home': 'home-screen.js' },
        }),
        precacheManifest({ worker: 'worker.js' }),
      ],
      build: { write: false },
    })) as Rollup.RollupOutput
    const file = (name: RegExp) => result.output.find((output) => name.test(output.fileName))
    const boot = file(/^assets\/boot-[\w-]{8}\.js$/)
    const html = file(/^index\.html$/)
    const screen = file(/^assets\/home-screen-.*\.js$/)
    const css = file(/^assets\/.*\.css$/)
    expect(boot?.type).toBe('asset')
    const htmlText = html?.type === 'asset' ? String(html.source) : ''
    expect(htmlText.indexOf(`/app/${boot?.fileName}`)).toBeGreaterThan(0)
    expect(htmlText.indexOf(`/app/${boot?.fileName}`)).toBeLessThan(htmlText.indexOf('/app/assets/index-'))
    const code = boot?.type === 'asset' ? String(boot.source) : ''
    expect(code).toContain(`${screen?.fileName}`)
    expect(code).toContain(`${css?.fileName}`)
    const worker = file(/^sw\.js$/)
    const source = worker?.type === 'asset' ? String(worker.source) : ''
    const manifest = JSON.parse(/^const MANIFEST = (.*)$/m.exec(source)?.[1] ?? '') as PrecacheManifest
    expect(manifest.assets).toContain(`/app/${boot?.fileName}`)
  })
})
