import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { rankingEntries } from './fixtures.ts'
import { RankingView } from './ranking-view.tsx'

const meta = {
  title: 'Screens/Home/Rankings/Rankings',
  component: RankingView,
  decorators: [withAppProviders],
  args: { board: 'team', status: 'success', items: rankingEntries, onBoardChange: fn(), onRetry: fn() },
} satisfies Meta<typeof RankingView>
export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {}
export const L1Monthly: Story = { args: { board: 'invite_moth' } }
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
