import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { userView } from '../../test/fixtures.ts'
import { UserPanelView } from './user-panel-view.tsx'

const meta = {
  title: 'Console/Inbox/About the user',
  component: UserPanelView,
  decorators: [withConsoleProviders],
  args: { status: 'ready', user: userView, onRetry: fn() },
} satisfies Meta<typeof UserPanelView>
export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const NoMoneyYet: Story = {
  args: {
    user: { ...userView, kycStatus: 0, balance: 0, salary: 0, integral: 0, deposits: [], withdrawals: [] },
  },
}
export const Loading: Story = { args: { status: 'loading', user: null } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', user: null } }
