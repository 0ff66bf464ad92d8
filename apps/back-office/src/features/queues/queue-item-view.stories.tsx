import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { panItems, transferItems, withdrawalItems } from '../../test/fixtures.ts'
import { QueueItemView } from './queue-item-view.tsx'

const withdrawal = withdrawalItems[0] as (typeof withdrawalItems)[number]

const meta = {
  title: 'Console/Queues/Item',
  component: QueueItemView,
  decorators: [withConsoleProviders],
  args: {
    entry: { queue: 'withdrawals', item: withdrawal },
    busy: null,
    refusing: false,
    refusal: { code: 'bank_changed', reason: '' },
    problem: null,
    onApprove: fn(),
    onRefusing: fn(),
    onRefusalChange: fn(),
    onRefuse: fn(),
  },
} satisfies Meta<typeof QueueItemView>
export default meta
type Story = StoryObj<typeof meta>

export const Withdrawal: Story = {}
export const WithdrawalTheDeskWouldRefuse: Story = {
  args: { entry: { queue: 'withdrawals', item: withdrawalItems[1] as typeof withdrawal } },
}
export const Paying: Story = { args: { busy: 'approve' } }
export const Refusing: Story = { args: { refusing: true } }
export const RefusingInOwnWords: Story = {
  args: { refusing: true, refusal: { code: 'other', reason: 'No.' }, problem: { kind: 'reason-short' } },
}
export const RefusalSending: Story = {
  args: { refusing: true, refusal: { code: 'holder_mismatch', reason: '' }, busy: 'refuse' },
}
export const NotConfirmed: Story = { args: { problem: { kind: 'network' } } }
export const BankTransfer: Story = {
  args: {
    entry: { queue: 'transfers', item: transferItems[0] as (typeof transferItems)[number] },
    refusal: { code: 'utr_used', reason: '' },
  },
}
export const PanReview: Story = {
  args: {
    entry: { queue: 'pans', item: panItems[0] as (typeof panItems)[number] },
    refusal: { code: 'pan_format', reason: '' },
  },
}
