import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { withConsoleProviders } from '../../stories/with-console-providers.tsx'
import { queueSummary, withdrawalItems } from '../../test/fixtures.ts'
import { QueueItemView } from './queue-item-view.tsx'
import { QueuesView } from './queues-view.tsx'

const items = withdrawalItems.map((item) => (
  <QueueItemView
    key={item.id}
    entry={{ queue: 'withdrawals', item }}
    busy={null}
    refusing={false}
    refusal={{ code: 'bank_changed', reason: '' }}
    problem={null}
    onApprove={fn()}
    onRefusing={fn()}
    onRefusalChange={fn()}
    onRefuse={fn()}
  />
))

const meta = {
  title: 'Console/Queues/Queue',
  component: QueuesView,
  decorators: [withConsoleProviders],
  args: {
    queue: 'withdrawals',
    summary: queueSummary,
    order: 'oldest',
    onOrderChange: fn(),
    status: 'ready',
    count: items.length,
    items,
    notice: null,
    live: 'open',
    onRetry: fn(),
  },
} satisfies Meta<typeof QueuesView>
export default meta
type Story = StoryObj<typeof meta>

export const Withdrawals: Story = {}
export const Paid: Story = { args: { notice: { tone: 'done', text: 'Withdrawal W2026060100041 paid.' } } }
export const SomeoneElseDecided: Story = {
  args: {
    notice: {
      tone: 'decided',
      text: 'Someone else already decided this item: This withdrawal was already decided: it was paid. The queue was fetched again.',
    },
  },
}
export const Delayed: Story = {
  args: { summary: { ...queueSummary, decider: { mode: 'delayed', delayMs: 600_000 } } },
}
export const MoreThanShown: Story = {
  args: {
    summary: {
      ...queueSummary,
      queues: { ...queueSummary.queues, withdrawals: { waiting: 73, autoAfterMs: null } },
    },
  },
}
export const Reconnecting: Story = { args: { live: 'reconnecting' } }
export const Loading: Story = { args: { status: 'loading', summary: null, count: 0, items: [] } }
export const Empty: Story = { args: { queue: 'pans', count: 0, items: [] } }
export const ErrorState: Story = { name: 'Error', args: { status: 'error', count: 0, items: [] } }
