import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import type { BrowserCommand } from 'vitest/node'

const here = dirname(fileURLToPath(import.meta.url))

// Playwright's own browser download does not work on these machines: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Nothing the stories or tests do leaves this machine (issue 31): every host name but loopback resolves to
 * 127.0.0.1 port 1, where nothing listens, so an outside page (a story's framed page) fails at once and not even
 * a DNS lookup goes out. The same rule as e2e/support/chromium.ts; .storybook/no-outside-hosts.browser.test.ts
 * shows it through the outsideHostError command below.
 */
const OUTSIDE_HOSTS_REFUSED =
  '--host-resolver-rules=MAP * 127.0.0.1:1, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE [::1]'

/** Opens `url` in a page of the test's browser context and answers the navigation error, if any. */
const outsideHostError: BrowserCommand<[url: string]> = async (context, url) => {
  const page = await context.context.newPage()
  try {
    await page.goto(url)
    return ''
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await page.close()
  }
}

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
        OUTSIDE_HOSTS_REFUSED,
      ],
    },
  }),
  commands: { outsideHostError },
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
          include: ['../../packages/ui-kit/src/**/*.browser.test.{ts,tsx}', '.storybook/*.browser.test.ts'],
          setupFiles: ['../../fast-check.setup.ts'],
          browser: browser(),
        },
      },
    ],
  },
})
