import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { depositRecords, recentDepositRecords, withdrawalRecords } from './fixtures.ts'
import { HistView } from './hist-view.tsx'

const meta = {
  title: 'Screens/Wallet/Hist',
  component: HistView,
  decorators: [withAppProviders],
  args: { tab: 'deposit', status: 'success', records: depositRecords, onTabChange: fn(), onRetry: fn() },
} satisfies Meta<typeof HistView>
export default meta
type Story = StoryObj<typeof meta>

export const Deposits: Story = {}
export const Withdrawals: Story = { args: { tab: 'withdraw', records: withdrawalRecords } }
export const Loading: Story = { args: { status: 'loading', records: [] } }
/** Today and Yesterday headings over the rows. */
export const GroupedByDay: Story = { args: { records: recentDepositRecords() } }
/** No deposits: offers Add money (/deposit). */
export const Empty: Story = { args: { status: 'empty', records: [] } }
/** No withdrawals: offers Withdraw (/payout). */
export const EmptyWithdrawals: Story = { args: { tab: 'withdraw', status: 'empty', records: [] } }
export const Failed: Story = { args: { status: 'error', records: [], errorText: 'Network error occurred' } }
