import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/index.ts', 'src/test-support/**'],
      reporter: ['text-summary'],
      // Today's levels (issue 31), so they can only rise: raise them when tests are added, never lower them.
      thresholds: { statements: 96, branches: 88, functions: 97, lines: 98 },
    },
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['../../fast-check.setup.ts'],
    // Tests start real HTTP and WebSocket servers on port 0; a little headroom on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
