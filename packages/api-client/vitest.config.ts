import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Tests start real HTTP and WebSocket servers on port 0; a little headroom on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
