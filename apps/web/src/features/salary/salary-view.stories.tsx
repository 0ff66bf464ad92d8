import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withAppProviders } from '../../stories/with-app-providers.tsx'
import { SALARY_LOGS, SALARY_WITHDRAWALS } from './salary-fixtures.ts'
import { SalaryView } from './salary-view.tsx'

const meta = {
  title: 'Screens/Account/Wallet/Salary',
  component: SalaryView,
  decorators: [withAppProviders],
  args: {
    tab: 'create',
    create: { status: 'success', items: SALARY_LOGS },
    payout: { status: 'success', items: SALARY_WITHDRAWALS },
    onTabChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof SalaryView>
export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {}
export const Payout: Story = { args: { tab: 'payout' } }
/** A full page of entries: Show more after the last one. */
export const MoreToShow: Story = {
  args: { create: { ...meta.args.create, more: { status: 'idle', onMore: fn() } } },
}
/** The next page of withdrawals on its way. */
export const LoadingMore: Story = {
  args: { tab: 'payout', payout: { ...meta.args.payout, more: { status: 'loading', onMore: fn() } } },
}
export const Loading: Story = { args: { create: { status: 'loading', items: [] } } }
/** No salary entries: says the platform credits them and offers customer service. */
export const EmptyCreate: Story = { args: { create: { status: 'empty', items: [] } } }
/** No salary withdrawals: offers Withdraw salary (/payout?tab=salary). */
export const EmptyPayout: Story = { args: { tab: 'payout', payout: { status: 'empty', items: [] } } }
export const ErrorState: Story = { name: 'Error', args: { create: { status: 'error', items: [] } } }
