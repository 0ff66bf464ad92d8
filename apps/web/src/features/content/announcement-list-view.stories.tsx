import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { AnnouncementListView } from './announcement-list-view.tsx'
import { announcements } from './fixtures.ts'

const meta = {
  title: 'Screens/Home/Announcements/Announcement list',
  component: AnnouncementListView,
  decorators: [withAppProviders],
  args: { status: 'success', items: announcements, onRetry: fn() },
} satisfies Meta<typeof AnnouncementListView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
/** A full page: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
