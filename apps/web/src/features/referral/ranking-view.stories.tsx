import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { ownRanking, rankingEntries } from './fixtures.ts'
import { RankingView } from './ranking-view.tsx'

const meta = {
  title: 'Screens/Home/Rankings/Rankings',
  component: RankingView,
  decorators: [withAppProviders],
  args: {
    board: 'team',
    status: 'success',
    items: rankingEntries,
    own: { status: 'success', data: ownRanking },
    onBoardChange: fn(),
    onRetry: fn(),
    onRetryOwn: fn(),
  },
} satisfies Meta<typeof RankingView>
export default meta
type Story = StoryObj<typeof meta>

/** The user is rank 57, outside the list: their own row shows above it. */
export const Success: Story = {}
/** The user is on the list (rank 5): the row is marked You. */
export const OwnRowOnTheList: Story = {
  args: {
    items: rankingEntries.map((entry, index) => (index === 4 ? { ...ownRanking.entry, rank: 5 } : entry)),
    own: { status: 'success', data: { ...ownRanking, rank: 5 } },
  },
}
export const NotOnTheBoard: Story = {
  args: { own: { status: 'success', data: { ...ownRanking, rank: null } } },
}
export const OwnRowError: Story = { args: { own: { status: 'error', data: null } } }
export const L1Monthly: Story = { args: { board: 'invite_moth' } }
export const Loading: Story = { args: { status: 'loading', items: [] } }
export const Empty: Story = { args: { status: 'empty', items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', items: [] } }
