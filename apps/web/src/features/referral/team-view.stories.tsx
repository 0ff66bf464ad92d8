import { toPaise } from '@mandi/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { members, teamSummary } from './fixtures.ts'
import { TeamView } from './team-view.tsx'

const meta = {
  title: 'Screens/Home/My team',
  component: TeamView,
  decorators: [withAppProviders],
  args: {
    level: 1,
    summary: { status: 'success', data: teamSummary },
    members: { status: 'success', items: members },
    onLevelChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof TeamView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const Loading: Story = {
  args: { summary: { status: 'loading', data: null }, members: { status: 'loading', items: [] } },
}
export const Empty: Story = { args: { level: 3, members: { status: 'empty', items: [] } } }
export const ErrorState: Story = {
  name: 'Error',
  args: { summary: { status: 'error', data: null }, members: { status: 'error', items: [] } },
}
/** Totals above ₹10 lakh read in lakh/crore in their half-width boxes (the full amount on tap). */
export const LargeTotals: Story = {
  args: {
    summary: {
      status: 'success',
      data: { ...teamSummary, depositAmount: toPaise('123456789.50'), payoutAmount: toPaise('2500000') },
    },
  },
}
/** A level with more members than a page: Show more after the last one. */
export const MoreToShow: Story = {
  args: { members: { status: 'success', items: members, more: { status: 'idle', onMore: fn() } } },
}
