import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests start real HTTP and WebSocket servers on port 0; a little headroom on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
