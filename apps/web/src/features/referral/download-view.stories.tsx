import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { APP_PACKAGE_PATH, DownloadView } from './download-view.tsx'

const meta = {
  title: 'Screens/Referral/Download',
  component: DownloadView,
  decorators: [withAppProviders],
  args: { code: '66666', packageHref: APP_PACKAGE_PATH, onCopied: fn() },
} satisfies Meta<typeof DownloadView>
export default meta
type Story = StoryObj<typeof meta>

/** No code in the query: the default 66666. */
export const DefaultCode: Story = {}
export const CodeFromQuery: Story = { args: { code: '100001' } }
