import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { rewards } from './fixtures.ts'
import { InvitationRewardsView } from './invitation-rewards-view.tsx'

const meta = {
  title: 'Screens/Account/Invite/Invitation rewards',
  component: InvitationRewardsView,
  decorators: [withAppProviders],
  args: { status: 'success', items: rewards, percent: '5', onRetry: fn() },
} satisfies Meta<typeof InvitationRewardsView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
/** The invite_reward figure did not load: the rule is not stated rather than guessed. */
export const RuleUnknown: Story = { args: { percent: null } }
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
