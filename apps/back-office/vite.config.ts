import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Our rule packages are pure (no I/O at import) but their package.json files do not say so; as in apps/web,
// this lets the bundler drop what the console does not use of them.
const PURE_PACKAGES = /[\\/]packages[\\/](domain|api-client)[\\/]src[\\/]/

// The reference server (apps/api-sim) serves dist at /ops/, with the console's API at /ops/api and its live
// feed at /ws/ops on port 8080; in dev both are proxied there, so the console keeps same-origin paths.
export default defineConfig({
  base: '/ops/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (PURE_PACKAGES.test(id) ? false : undefined) },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/ops/api': { target: 'http://localhost:8080', changeOrigin: true },
      '/ws/ops': { target: 'ws://localhost:8080', ws: true },
    },
  },
})
