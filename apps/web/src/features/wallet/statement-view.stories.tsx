import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { recentSettlementEntries, settlementEntries } from './fixtures.ts'
import { StatementView } from './statement-view.tsx'

const meta = {
  title: 'Screens/Account/Wallet/Account statement and settlement',
  component: StatementView,
  decorators: [withAppProviders],
  args: { title: 'Account settlement', status: 'success', entries: settlementEntries, onRetry: fn() },
} satisfies Meta<typeof StatementView>
export default meta
type Story = StoryObj<typeof meta>

export const Settlement: Story = {}
export const AccountStatement: Story = { args: { title: 'Account statement' } }
/** Today, Yesterday and an earlier day, with long server titles clamped to two lines and large amounts. */
export const GroupedByDay: Story = {
  args: { title: 'Account statement', entries: recentSettlementEntries() },
}
export const Loading: Story = { args: { status: 'loading', entries: [] } }
/** No entries: says what will show here and offers Add money (/deposit). */
export const Empty: Story = { args: { status: 'empty', entries: [] } }
export const Failed: Story = { args: { status: 'error', entries: [] } }
/** A full page of entries: Show more after the last one. */
export const MoreToShow: Story = { args: { more: { status: 'idle', onMore: fn() } } }
/** The next page did not come: the message and Retry after the last entry. */
export const MoreFailed: Story = { args: { more: { status: 'error', onMore: fn() } } }
