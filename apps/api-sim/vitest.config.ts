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
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Each file starts its own sim on free ports; two at a time is plenty on a shared 2-core machine.
    maxWorkers: 2,
  },
})
