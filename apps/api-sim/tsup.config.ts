import { defineConfig } from 'tsup'

// One bundle for `npm run serve`: our workspace packages export TypeScript source, so they are bundled;
// npm dependencies (better-sqlite3 is native) stay external and load from node_modules. lucide-static is
// bundled too, from its ES module build, so only the icons the pictures draw end up in the bundle.
export default defineConfig({
  entry: { main: 'src/main.ts', reset: 'src/reset.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  // No clean: tsup's clean follows a symlink put inside an --out-dir (a node_modules link next to the bundle)
  // and deletes what it points at. The bundle's names are fixed (main.js, reset.js), so stale files are harmless.
  clean: false,
  sourcemap: true,
  noExternal: [/^@mandi\//, 'lucide-static'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main']
  },
})
