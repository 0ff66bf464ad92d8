import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { channelMessages } from './fixtures.ts'
import { SignalChannelView } from './signal-channel-view.tsx'

const meta = {
  title: 'Screens/Home/Signal channel',
  component: SignalChannelView,
  decorators: [withAppProviders],
  args: { status: 'success', items: channelMessages, onRetry: fn() },
} satisfies Meta<typeof SignalChannelView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
/** A full page: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
