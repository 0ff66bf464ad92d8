import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { offlineNotice, outOfReachNotice } from '../../layout/offline-fixtures.ts'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { FinancialRecordsView } from './financial-records-view.tsx'
import { depositRecords, recentDepositRecords, withdrawalRecords } from './fixtures.ts'

const meta = {
  title: 'Screens/Account/Wallet/Financial records',
  component: FinancialRecordsView,
  decorators: [withAppProviders],
  args: { tab: 'deposit', status: 'success', records: depositRecords, onTabChange: fn(), onRetry: fn() },
} satisfies Meta<typeof FinancialRecordsView>
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
/** Offline: the records kept on the phone, with their time. */
export const Offline: Story = { args: { lastKnown: offlineNotice, offline: true } }
/** Offline with no deposits kept: Add money is off and says why. */
export const OfflineEmpty: Story = {
  args: { status: 'empty', records: [], lastKnown: offlineNotice, offline: true },
}
/** A full page of records: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
/** The next page of records on its way. */
export const LoadingMore: Story = { args: { more: { status: 'loading', onMore: fn() } } }
/** Online, but pay/list did not answer: the kept records, with Retry in the banner. */
export const ServerOutOfReach: Story = { args: { lastKnown: outOfReachNotice } }
