import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/testing/**'],
      reporter: ['text-summary'],
      // Today's levels (issue 31), so they can only rise: raise them when tests are added, never lower them.
      thresholds: { statements: 96, branches: 82, functions: 98, lines: 98 },
    },
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
