import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      reporter: ['text-summary'],
    },
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The CI-sized load run: setup, 15 s of load, the check; well under a minute on 2 cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
