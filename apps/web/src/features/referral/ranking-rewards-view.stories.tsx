import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { RankingRewardsView } from './ranking-rewards-view.tsx'

const meta = {
  title: 'Screens/Home/Rankings/Ranking rewards',
  component: RankingRewardsView,
  decorators: [withAppProviders],
  args: { board: 'team', onBoardChange: fn() },
} satisfies Meta<typeof RankingRewardsView>
export default meta
type Story = StoryObj<typeof meta>

/** The tables are constants: there is no loading, empty or error state to show. */
export const TeamWeekly: Story = {}
export const TeamMonthly: Story = { args: { board: 'team_month' } }
export const L1Weekly: Story = { args: { board: 'invite' } }
export const L1Monthly: Story = { args: { board: 'invite_moth' } }
