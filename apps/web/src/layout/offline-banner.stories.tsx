import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../stories/with-app-providers.tsx'
import { OfflineBanner } from './offline-banner.tsx'
import { offlineNotice, outOfReachNotice } from './offline-fixtures.ts'
import { OfflineReason } from './offline-reason.tsx'

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineBanner,
  decorators: [withAppProviders],
  args: { notice: offlineNotice, onRetry: fn() },
} satisfies Meta<typeof OfflineBanner>
export default meta
type Story = StoryObj<typeof meta>

/** The phone is offline: the screen shows what was kept on it, and reloads by itself once back online. */
export const Offline: Story = {}

/** Online, but the server did not answer: the kept data, and Retry. */
export const ServerOutOfReach: Story = { args: { notice: outOfReachNotice } }

/** A money action's reason, as each offline screen shows it under its disabled buttons. */
export const Reason: Story = {
  render: () => <OfflineReason id="story-reason" text="You are offline. Connect to sell." />,
}
