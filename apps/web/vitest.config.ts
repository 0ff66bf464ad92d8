import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**', 'src/stories/**'],
      reporter: ['text-summary'],
    },
    environment: 'happy-dom',
    // happy-dom would load an iframe's page (one view test frames https://example.com/): nothing leaves the
    // machine (issue 31; src/test/outside-hosts.test.tsx shows it).
    environmentOptions: { happyDOM: { settings: { disableIframePageLoading: true } } },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // Screens are lazy chunks and the machine is shared by several builds and test runs.
    testTimeout: 15_000,
  },
})
