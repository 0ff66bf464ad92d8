import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

const here = dirname(fileURLToPath(import.meta.url))

// Playwright's own browser download does not work on these machines: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A fresh object per project: Vitest writes into it. */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 360, height: 740 } }],
})

export default defineConfig({
  test: {
    // A committed .only fails the run on every machine, not only where CI is set (issue 31).
    allowOnly: false,
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: join(here, '.storybook') })],
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fails the running file.
        optimizeDeps: {
          // Crawl every story (and what it imports, including the web app's views) before the run starts.
          entries: [
            '../../packages/ui-kit/src/**/*.stories.tsx',
            '../web/src/**/*.stories.tsx',
            '../back-office/src/**/*.stories.tsx',
          ],
          include: [
            '@storybook/react-dom-shim',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'storybook/test',
            'uplot',
            'dompurify',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: [join(here, '.storybook/vitest.setup.ts')],
          browser: browser(),
        },
      },
      {
        // ui-kit tests that need a real DOM, canvas and parser (DOMPurify, uPlot): *.browser.test.tsx.
        plugins: [react()],
        // As the app's CSP does: inline handlers are forbidden, so Chromium refuses and reports each one that is
        // about to run in the page (rich-text-csp.browser.test.tsx fires everything and counts those reports).
        server: { headers: { 'Content-Security-Policy': "script-src-attr 'none' 'report-sample'" } },
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            '@testing-library/react',
            'uplot',
            'dompurify',
            'fast-check',
          ],
        },
        test: {
          name: 'ui-kit-browser',
          include: ['../../packages/ui-kit/src/**/*.browser.test.{ts,tsx}'],
          browser: browser(),
        },
      },
    ],
  },
})
