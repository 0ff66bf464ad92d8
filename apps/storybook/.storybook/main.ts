import { existsSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { StorybookConfig } from '@storybook/react-vite'

const here = dirname(fileURLToPath(import.meta.url))
const webSrc = join(here, '../../web/src')
const consoleSrc = join(here, '../../back-office/src')

/** True when the web app already has at least one story; until then its glob is left out. */
function hasStories(dir: string): boolean {
  if (!existsSync(dir)) return false
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some((file) => file.endsWith('.stories.tsx'))
}

const config: StorybookConfig = {
  stories: [
    '../../../packages/ui-kit/src/**/*.stories.tsx',
    // The screen views of apps/web are written later; an empty glob would make Storybook fail to start.
    ...(hasStories(webSrc) ? ['../../web/src/**/*.stories.tsx'] : []),
    // The operators' console's views (apps/back-office), pure props, one story per state.
    ...(hasStories(consoleSrc) ? ['../../back-office/src/**/*.stories.tsx'] : []),
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
