import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { bootScript } from './build/boot-script.ts'
import { entryStyle } from './build/entry-style.ts'
import { precacheManifest } from './build/precache-manifest.ts'
import { screenChunkGroups } from './build/screen-chunks.ts'
import { shellScript } from './build/shell-script.ts'

// The reference server (apps/api-sim) serves dist at /app/ and the API at /api on port 8080; in dev the
// API is proxied there so the app keeps using same-origin paths, exactly as in production.
const PURE_PACKAGES = /[\\/]packages[\\/](domain|api-client|state-machines)[\\/]src[\\/]/

export default defineConfig(async ({ command }) => {
  // Each entry screen's modules in one chunk per set of entry screens that load them (decision 0093).
  const groups = command === 'build' ? await screenChunkGroups(import.meta.dirname) : undefined
  return {
    base: '/app/',
    plugins: [
      react(),
      // Before the precache manifest, so the worker keeps the boot script and the index.html that names it.
      bootScript({ source: 'src/boot/boot.ts' }),
      shellScript({ source: 'src/boot/shell-route.ts' }),
      // The entry's stylesheet inline in index.html, not a request before the first paint (decision 0095).
      entryStyle(),
      precacheManifest({ worker: 'src/service-worker/sw.js' }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: (id: string) => groups?.get(id) ?? null,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
        treeshake: {
          // Our rule packages are pure (architecture: no I/O at import), but their package.json files do not
          // say so; without this every machine of @mandi/state-machines lands in the first chunk that imports
          // one of them. undefined leaves every other module to its own package.json.
          moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined),
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: 'http://localhost:8080', changeOrigin: true },
        '/img': { target: 'http://localhost:8080', changeOrigin: true },
        '/download': { target: 'http://localhost:8080', changeOrigin: true },
        '/ws/kline': { target: 'ws://localhost:8080', ws: true },
      },
    },
  }
})
