import { rupees } from '@mandi/domain'
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

const actions = {
  transferPath: () => '/bank_transfer?amount=3000.00&code=100001&orderid=D3',
  confirmingCancel: null,
  cancelling: false,
  onCancelAsk: fn(),
  onCancelConfirm: fn(),
  onCancelDismiss: fn(),
}
const at = '2026-11-22 10:15:00'
const base = {
  status: 0,
  createdAt: at,
  amount: rupees(3000),
  utr: '',
  reason: '',
  reasonCode: '',
  settledAt: null,
}
const stages = [
  { ...base, orderNumber: 'D1', tp: 1, stage: 'unpaid', payUrl: '', payUntil: null },
  { ...base, orderNumber: 'D2', tp: 1, stage: 'checking', utr: '412345678901', payUrl: '', payUntil: null },
  {
    ...base,
    orderNumber: 'D3',
    tp: 1,
    stage: 'refused',
    utr: '412345678901',
    reason: 'This UTR was already used for another deposit',
    reasonCode: 'utr_used',
    payUrl: '',
    payUntil: null,
  },
  { ...base, orderNumber: 'D4', tp: 0, stage: 'unpaid', payUrl: 'https://example.com/pay/D4', payUntil: at },
  { ...base, orderNumber: 'D5', tp: 0, stage: 'unpaid', payUrl: '', payUntil: at },
  { ...base, orderNumber: 'D6', tp: 1, stage: 'cancelled', payUrl: '', payUntil: null },
  {
    ...base,
    orderNumber: 'D7',
    status: 1,
    tp: 1,
    stage: 'paid',
    utr: '401234567890',
    payUrl: '',
    payUntil: null,
  },
]
/** Every stage of a deposit, with what to do next on the unpaid ones (the back office extension). */
export const DepositStages: Story = { args: { records: stages, depositActions: actions } }
/** Cancel asks first. */
export const CancelAsked: Story = {
  args: { records: stages, depositActions: { ...actions, confirmingCancel: 'D1' } },
}
/** A refunded withdrawal says why and what came back. */
export const WithdrawalRefunded: Story = {
  args: {
    tab: 'withdraw',
    records: [
      {
        orderNumber: 'W1',
        status: 2,
        createdAt: at,
        amount: rupees(500),
        fee: rupees(50),
        settledAt: at,
        reason: 'held',
        reasonCode: 'bank_changed',
      },
      { orderNumber: 'W2', status: 3, createdAt: at, amount: rupees(800), fee: rupees(80), settledAt: at },
      { orderNumber: 'W3', status: 0, createdAt: at, amount: rupees(200), fee: rupees(20), settledAt: null },
    ],
  },
}
