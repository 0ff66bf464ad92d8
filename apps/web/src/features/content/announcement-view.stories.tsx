import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { AnnouncementView } from './announcement-view.tsx'
import { announcements } from './fixtures.ts'

const meta = {
  title: 'Screens/Home/Announcements/Announcement',
  component: AnnouncementView,
  decorators: [withAppProviders],
  args: { status: 'success', announcement: announcements[0] ?? null, onRetry: fn() },
} satisfies Meta<typeof AnnouncementView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
/** The body carries a script, an onerror handler and a javascript: link: all rendered inert. */
export const HostileHtml: Story = { args: { announcement: announcements[1] ?? null } }
export const Loading: Story = { args: { status: 'loading', announcement: null } }
export const Missing: Story = { args: { status: 'empty', announcement: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', announcement: null } }
