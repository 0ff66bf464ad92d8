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
  clean: true,
  sourcemap: true,
  noExternal: [/^@mandi\//, 'lucide-static'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main']
  },
})
