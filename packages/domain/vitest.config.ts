import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../fast-check.setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // index.ts only re-exports: it has no statements to count and would show as a row of zeros.
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      reporter: ['text', 'text-summary'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
})
