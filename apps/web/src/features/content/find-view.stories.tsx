import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { FindView } from './find-view.tsx'
import { activities } from './fixtures.ts'

const meta = {
  title: 'Screens/Find/Activities',
  component: FindView,
  decorators: [withAppProviders],
  args: {
    status: 'success',
    items: activities,
    selected: null,
    onRetry: fn(),
    onRefresh: fn(async () => {}),
    onOpen: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof FindView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const DetailOpen: Story = { args: { selected: activities[0] ?? null } }
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
/** A full page: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
